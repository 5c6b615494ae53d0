import { isDeepStrictEqual } from 'node:util'
import { afterAll, beforeAll, expect, vi } from 'vitest'

// Setup file of the test files that share one process (testing/sharedProcess.ts, docs/testing.md):
// a file that leaves the environment changed or fake timers on would change what the next file in
// the worker sees, so it fails here, in the file that did it, rather than some other file by chance.
let environment: Record<string, string | undefined>
beforeAll(() => {
  environment = { ...process.env }
})
afterAll(async () => {
  // The frame loads code it does not wait for (the embedded wallet's flow when the modal opens, a
  // lazy view's module): a load still under way when its file ends would fail in the next file,
  // which shares the module, once the first file's environment is gone.
  await vi.dynamicImportSettled()
  expect(vi.isFakeTimers(), 'fake timers left on: run this file in a process of its own').toBe(false)
  const changed = Object.keys({ ...environment, ...process.env }).filter(
    (key) => !isDeepStrictEqual(environment[key], process.env[key]),
  )
  expect(changed, 'environment variables left changed: run this file in a process of its own').toEqual([])
})
