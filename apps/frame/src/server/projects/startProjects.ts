import { serverLog } from '@/server/log/serverLog'
import { databaseOptionsFromEnv, getDatabase } from '../db/getDatabase'
import { adminFilePath } from './AdminFile'
import { getProjectStore } from './getProjectStore'
import { currentAdminEndpoint } from './internal/adminEndpointHolder'
import { processAlive } from './internal/processAlive'
import { projectsFilePath } from './internal/projectsFilePath'
import { readAdminFile } from './internal/readAdminFile'
import { openAdminEndpoint } from './openAdminEndpoint'
import { readProjectsFile } from './readProjectsFile'
import { seedProjects } from './seedProjects'

const log = serverLog('projects')

/**
 * The projects' part of the frame's start (instrumentation): opens and migrates the database, adds
 * the projects of the projects file it does not hold yet, and, on a PGlite data directory, opens the
 * admin endpoint for the project CLI. Fails, and so stops the start, on a bad projects file or when
 * another live frame holds the data directory (two processes on one PGlite directory corrupt it).
 *
 * @example
 * await startProjects()
 */
export async function startProjects(): Promise<void> {
  const options = databaseOptionsFromEnv()
  if ('dataDir' in options) await refuseDataDirInUse(options.dataDir)
  const projects = await readProjectsFile(projectsFilePath())
  const { db } = await getDatabase()
  const seeded = await seedProjects(db, projects.values())
  if (seeded.length > 0) log.info(`added from ${projectsFilePath()}`, { projects: seeded })
  if ('dataDir' in options && !currentAdminEndpoint()) {
    // `next start` and `next dev` set PORT to the port they listen on before instrumentation runs.
    const url = `http://127.0.0.1:${process.env.PORT ?? '3000'}`
    await openAdminEndpoint({ dataDir: options.dataDir, url, db, projects: getProjectStore() })
  }
}

async function refuseDataDirInUse(dataDir: string): Promise<void> {
  const file = await readAdminFile(dataDir)
  if (file && file.pid !== process.pid && processAlive(file.pid))
    throw new Error(
      `The data directory ${dataDir} is in use by another frame (pid ${file.pid}, ${file.url}). ` +
        `Stop it, or set LATCH_DATA_DIR to another directory; if no such frame runs, delete ${adminFilePath(dataDir)}.`,
    )
}
