import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { name: 'keys', include: ['src/**/*.test.ts'], environment: 'node' },
})
