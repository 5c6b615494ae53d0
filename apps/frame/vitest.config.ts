import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'frame',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // The server tests open PGlite (about 2 s each on an idle machine) and start anvil devnets; on 2
    // busy cores that is many times slower, and a timeout there says nothing about the code.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
})
