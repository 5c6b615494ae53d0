import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { name: 'dev-wallet', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
})
