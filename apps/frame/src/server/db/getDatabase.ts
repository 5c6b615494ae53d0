import path from 'node:path'
import { onceInProcess } from '../internal/processGlobal'
import { createDatabase } from './createDatabase'
import type { DatabaseHandle } from './Database'

/**
 * The process's database, opened and migrated on first use, as databaseOptionsFromEnv says.
 *
 * @example
 * const { db } = await getDatabase()
 */
export function getDatabase(): Promise<DatabaseHandle> {
  return onceInProcess('latch.database', () => createDatabase(databaseOptionsFromEnv()))
}

/**
 * Which database the frame uses: Postgres when `DATABASE_URL` is set, else PGlite in
 * `LATCH_DATA_DIR` (relative to the working directory), by default `.latch/db` at the repository
 * root, two levels above `frameDir` (apps/frame, the working directory of `next start`). The project
 * CLI passes its own apps/frame so that both open the same directory.
 *
 * @example
 * databaseOptionsFromEnv() // { dataDir: '/repo/.latch/db' } under `npm start`
 */
export function databaseOptionsFromEnv(
  frameDir = process.cwd(),
): { databaseUrl: string } | { dataDir: string } {
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) return { databaseUrl }
  // The directory is only known at run time; without the ignore comments Turbopack traces the whole project.
  const dataDir = process.env.LATCH_DATA_DIR
  if (dataDir) return { dataDir: path.resolve(/* turbopackIgnore: true */ dataDir) }
  return { dataDir: path.resolve(/* turbopackIgnore: true */ frameDir, '../../.latch/db') }
}
