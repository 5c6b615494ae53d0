import { defineConfig } from 'vitest/config'
import { sharedProcess } from '../../testing/sharedProcess'

export default defineConfig({
  test: { name: 'host-demo', include: ['src/**/*.test.{ts,tsx}'], environment: 'node', ...sharedProcess },
})
