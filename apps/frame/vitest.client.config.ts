import { defineConfig } from 'vitest/config'
import { sharedProcess } from '../../testing/sharedProcess'
import frame, { alias, sharedProcessClientTests } from './vitest.config'

/**
 * The browser side's test files, run without isolation as the server's are
 * (vitest.server.config.ts): each worker loads React, viem, zod and the views once for all of them
 * instead of once a file, which was most of their time (docs/testing.md). The same setup fails a
 * file that leaves the environment changed or fake timers on.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    ...frame.test,
    name: 'frame-client',
    include: sharedProcessClientTests,
    exclude: [],
    ...sharedProcess,
  },
})
