import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { name: 'localnet', include: ['src/**/*.test.ts'], environment: 'node' },
})
