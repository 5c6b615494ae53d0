import { defineConfig } from 'vitest/config'
import { sharedProcess } from '../../testing/sharedProcess'

export default defineConfig({
  test: { name: 'dev-wallet', include: ['src/**/*.test.{ts,tsx}'], environment: 'node', ...sharedProcess },
})
