import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { vi } from 'vitest'
import { getDatabase } from '../../db/getDatabase'
import { startProjects } from '../startProjects'
import { currentAdminEndpoint } from './adminEndpointHolder'

/**
 * For tests of what uses the process's project store (the proxy, the pages, the routes): starts the
 * projects as the server does, on a PGlite directory of its own seeded from the checked-in
 * projects.json. `stop` closes it all and removes the directory.
 */
export async function startTestProjects(): Promise<{ dataDir: string; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'latch-projects-'))
  vi.stubEnv('DATABASE_URL', '')
  vi.stubEnv('LATCH_DATA_DIR', dataDir)
  vi.stubEnv('LATCH_PROJECTS_FILE', fileURLToPath(new URL('../../../../projects.json', import.meta.url)))
  try {
    await startProjects()
  } catch (error) {
    vi.unstubAllEnvs()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    dataDir,
    async stop() {
      await currentAdminEndpoint()?.close()
      await (await getDatabase()).close()
      vi.unstubAllEnvs()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
