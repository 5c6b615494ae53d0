import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // The frame has three projects: its server tests and its browser side's that share a process
    // per worker (apps/frame/vitest.server.config.ts, vitest.client.config.ts), and the rest.
    projects: [
      'packages/*',
      'apps/*',
      'apps/frame/vitest.server.config.ts',
      'apps/frame/vitest.client.config.ts',
    ],
    // Vitest's own default outside watch mode is one worker fewer than the cores, which on a
    // 2-core machine is one: the test files spend much of their time waiting on PGlite, anvil and
    // child processes, so one worker a core keeps both busy (docs/testing.md).
    maxWorkers: availableParallelism(),
  },
})
