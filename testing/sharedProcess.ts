import { fileURLToPath } from 'node:url'

/**
 * The setup file of every project whose test files share a process per worker (`isolate: false`):
 * it fails a file that leaves the environment changed or fake timers on (docs/testing.md).
 */
const checkNoProcessLeak = fileURLToPath(new URL('./checkNoProcessLeak.ts', import.meta.url))

/**
 * Vitest options for a project of Node test files that leave nothing process-wide behind: a worker
 * loads their modules once for all of them instead of once a file.
 */
export const sharedProcess = { isolate: false, setupFiles: [checkNoProcessLeak] }
