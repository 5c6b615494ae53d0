import { isProjectId } from '@latch/shared-types'
import type { Project } from '@/projects/Project'
import type { Database } from '../db/Database'
import { selectProjects } from './internal/selectProjects'
import type { ProjectStore } from './ProjectStore'

/** A ProjectStore whose answers can be dropped at once, after the project was changed. */
export type DatabaseProjectStore = ProjectStore & {
  /** Forgets what was read about `projectId`, or about every project when it is omitted. */
  invalidate(projectId?: string): void
}

type DatabaseProjectStoreOptions = {
  /** How long an answer is reused; a change made by another instance shows after at most this long. */
  cacheMs?: number
  /** Answers kept at most; unknown ids are kept too, and anyone can ask for as many as they like. */
  maxEntries?: number
}

/**
 * The projects of the database, each answer (an unknown id's too) kept for `cacheMs`: the proxy asks
 * on every /embed request. A failed lookup is not kept. A malformed id is unknown without a query
 * (and without a cache entry), whichever caller forgot to check it.
 *
 * @example
 * const store = databaseProjectStore(db)
 * await store.get('latch-dev')
 * store.invalidate('latch-dev')
 */
export function databaseProjectStore(
  db: Database,
  { cacheMs = 2_000, maxEntries = 10_000 }: DatabaseProjectStoreOptions = {},
): DatabaseProjectStore {
  const cache = new Map<string, { expires: number; project: Promise<Project | undefined> }>()
  return {
    get(projectId) {
      if (!isProjectId(projectId)) return Promise.resolve(undefined)
      const now = performance.now()
      const hit = cache.get(projectId)
      if (hit && hit.expires > now) return hit.project
      cache.delete(projectId)
      // Map order is insertion order, so the first key is the oldest answer.
      for (const key of cache.keys()) {
        if (cache.size < maxEntries) break
        cache.delete(key)
      }
      const project = selectProjects(db, projectId).then(([found]) => found)
      const entry = { expires: now + cacheMs, project }
      cache.set(projectId, entry)
      project.catch(() => {
        if (cache.get(projectId) === entry) cache.delete(projectId)
      })
      return project
    },
    invalidate(projectId) {
      if (projectId === undefined) cache.clear()
      else cache.delete(projectId)
    },
  }
}
