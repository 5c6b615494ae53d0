import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The database directory of the stack the suite starts (`--fresh-data` empties it at each start),
 * apart from `npm start`'s `.latch/db`, so that no run meets the last one's data.
 */
export const e2eDataDir = fileURLToPath(new URL('../.latch/e2e-db', import.meta.url))

/**
 * The data directory of the frame the suite talks to: the suite's own while the stack it started
 * runs (its frame has written its admin file there), else `npm start`'s default, which a stack the
 * suite reuses outside CI keeps.
 *
 * @example
 * spawnSync(cli, args, { env: { ...process.env, LATCH_DATA_DIR: runningDataDir() } })
 */
export function runningDataDir(): string | undefined {
  return existsSync(join(e2eDataDir, 'admin.json')) ? e2eDataDir : process.env.LATCH_DATA_DIR
}
