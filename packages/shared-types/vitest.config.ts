import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { name: 'shared-types', include: ['src/**/*.test.ts'], environment: 'node' },
})
