import { randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * Writes `text` to a temporary file beside `filePath` and renames it into place, so that a
 * reader (or a concurrent writer) never sees a half-written file. Creates missing directories.
 * @param {string} filePath
 * @param {string} text
 * @returns {Promise<void>}
 */
export async function writeFileAtomically(filePath, text) {
  await mkdir(dirname(filePath), { recursive: true })
  const temporary = `${filePath}.${process.pid}.${randomUUID()}.tmp`
  try {
    await writeFile(temporary, text)
    await rename(temporary, filePath)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
