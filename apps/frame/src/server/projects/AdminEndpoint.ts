import type { Database } from '../db/Database'
import type { DatabaseProjectStore } from './databaseProjectStore'

/** What POST /api/admin/projects works with while it is open. */
export type AdminEndpoint = {
  url: string
  filePath: string
  db: Database
  /** The store whose caches a change must reach. */
  projects: DatabaseProjectStore
  /** Whether `token` is this endpoint's bearer token, compared in constant time. */
  authorizes(token: string): boolean
  /** Removes the admin file and closes the endpoint (it answers 404 again). */
  close(): Promise<void>
}
