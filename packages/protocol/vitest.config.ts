import { defineConfig } from 'vitest/config'
import { sharedProcess } from '../../testing/sharedProcess'

export default defineConfig({
  test: { name: 'protocol', include: ['src/**/*.test.ts'], environment: 'node', ...sharedProcess },
})
