import path from 'node:path'
import { z } from 'zod'

/**
 * `<dataDir>/admin.json`: how the project CLI reaches the frame that holds a PGlite data directory
 * (one process at a time may open it). Written at the frame's start with mode 0600, removed when it
 * stops; the token is the bearer token of POST /api/admin/projects.
 */
export const AdminFile = z.strictObject({
  url: z.url({ protocol: /^http$/ }),
  token: z.string().regex(/^[0-9a-f]{64}$/),
  pid: z.number().int().positive(),
})
export type AdminFile = z.infer<typeof AdminFile>

/** Where the admin file of the PGlite data directory `dataDir` lives. */
export function adminFilePath(dataDir: string): string {
  return path.join(/* turbopackIgnore: true */ dataDir, 'admin.json')
}
