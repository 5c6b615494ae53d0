import { defineConfig } from 'vitest/config'
import { sharedProcess } from '../../testing/sharedProcess'

export default defineConfig({
  test: { name: 'contracts', include: ['src/**/*.test.ts'], environment: 'node', ...sharedProcess },
})
