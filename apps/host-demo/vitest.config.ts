import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { name: 'host-demo', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
})
