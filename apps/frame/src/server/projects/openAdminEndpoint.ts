import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { readFileSync, unlinkSync } from 'node:fs'
import { rename, rm, writeFile } from 'node:fs/promises'
import type { Database } from '../db/Database'
import type { AdminEndpoint } from './AdminEndpoint'
import { AdminFile, adminFilePath } from './AdminFile'
import type { DatabaseProjectStore } from './databaseProjectStore'
import { currentAdminEndpoint, setCurrentAdminEndpoint } from './internal/adminEndpointHolder'

type OpenAdminEndpointOptions = {
  /** The PGlite data directory the frame holds. */
  dataDir: string
  /** The frame's own loopback URL, such as `http://127.0.0.1:3000`. */
  url: string
  db: Database
  projects: DatabaseProjectStore
}

/**
 * Opens the admin endpoint of a frame that holds a PGlite data directory: writes `admin.json` there
 * (mode 0600, with a new random token) so that the project CLI can reach the frame instead of
 * opening the directory a second time, and removes it again when the process exits.
 *
 * @example
 * const admin = await openAdminEndpoint({ dataDir, url: 'http://127.0.0.1:3000', db, projects })
 */
export async function openAdminEndpoint({
  dataDir,
  url,
  db,
  projects,
}: OpenAdminEndpointOptions): Promise<AdminEndpoint> {
  await currentAdminEndpoint()?.close()
  const token = randomBytes(32).toString('hex')
  const filePath = adminFilePath(dataDir)
  const content: AdminFile = { url, token, pid: process.pid }
  // Written aside and renamed, so that the CLI never reads half a file and the mode holds even
  // where an old file with looser permissions was left behind.
  const temporary = `${filePath}.${process.pid}.tmp`
  await rm(temporary, { force: true })
  await writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  await rename(temporary, filePath)

  const removeFile = () => {
    try {
      if (AdminFile.parse(JSON.parse(readFileSync(filePath, 'utf8'))).token === token) unlinkSync(filePath)
    } catch {
      // Gone already, or another frame's since: either way not ours to remove.
    }
  }
  const onSignal = (signal: NodeJS.Signals) => {
    removeFile()
    // Next handles these signals and exits; where nobody else does, keep the default of dying by it.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
  }
  process.on('exit', removeFile)
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)

  const digest = (value: string) => createHash('sha256').update(value).digest()
  const expected = digest(token)
  const endpoint: AdminEndpoint = {
    url,
    filePath,
    db,
    projects,
    authorizes: (candidate) => timingSafeEqual(digest(candidate), expected),
    async close() {
      process.off('exit', removeFile)
      process.off('SIGTERM', onSignal)
      process.off('SIGINT', onSignal)
      removeFile()
      if (currentAdminEndpoint() === endpoint) setCurrentAdminEndpoint(undefined)
    },
  }
  setCurrentAdminEndpoint(endpoint)
  return endpoint
}
