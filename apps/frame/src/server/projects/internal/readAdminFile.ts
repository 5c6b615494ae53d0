import { readFile } from 'node:fs/promises'
import { AdminFile, adminFilePath } from '../AdminFile'

/**
 * The admin file of a PGlite data directory when there is a valid one. A missing or unreadable file
 * is no file: the frame that would have written it cannot be reached through it either.
 */
export async function readAdminFile(dataDir: string): Promise<AdminFile | undefined> {
  try {
    return AdminFile.parse(JSON.parse(await readFile(adminFilePath(dataDir), 'utf8')))
  } catch {
    return undefined
  }
}
