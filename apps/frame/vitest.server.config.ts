import { defineConfig } from 'vitest/config'
import { sharedProcess } from '../../testing/sharedProcess'
import frame, { alias, sharedProcessServerTests } from './vitest.config'

/**
 * The frame's server test files that leave nothing process-wide behind, run without isolation:
 * each worker loads the server's modules once for all of them instead of once a file, which was
 * most of their time (docs/testing.md). `checkNoProcessLeak` fails a file that changes the
 * environment or leaves fake timers on, so that it is moved to `ownProcessServerTests`.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    ...frame.test,
    name: 'frame-server',
    include: sharedProcessServerTests,
    exclude: [],
    ...sharedProcess,
  },
})
