import { randomUUID } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  postgresBinDir,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '@/server/db/internal/testPostgres'
import { analyticsEventRoute } from '../analytics/analyticsEventRoute'
import type { ApiRoute } from '../api/ApiRoute'
import { createSdkUsageRecorder } from '../api/createSdkUsageRecorder'
import { handleApiRequest } from '../api/handleApiRequest'
import type { ServerServices } from '../api/ServerServices'
import { databaseProjectStore } from '../projects/databaseProjectStore'
import { devProject } from '../projects/internal/testProjects'
import { seedProjects } from '../projects/seedProjects'
import { requestLimits } from '../rateLimit/requestLimits'
import { siwxNonceRoute } from '../siwx/siwxNonceRoute'
import { apiRequest } from '../testing/apiRequest'
import { createDatabase } from './createDatabase'
import type { DatabaseHandle } from './Database'
import { analyticsEvents, siwxNonces } from './schema'

const binDir = postgresBinDir()
const skipReason = 'skipped: no Postgres binaries in /usr/lib/postgresql/*/bin (CI installs them)'
if (!binDir) console.warn(`[postgresRestart] ${skipReason}`)

let server: ThrowawayPostgres
const handles: DatabaseHandle[] = []

/** A frame instance over its own connection pool to the throwaway server. */
async function frameInstance(): Promise<ServerServices> {
  const handle = await createDatabase({ databaseUrl: server.url, poolSize: 4 })
  handles.push(handle)
  return {
    db: handle.db,
    // No cache: every request reads its project, so none is answered from memory while the server is down.
    projects: databaseProjectStore(handle.db, { cacheMs: 0 }),
    chains: new Map() as unknown as ServerServices['chains'],
    solana: new Map(),
    bitcoin: new Map(),
    mode: { kind: 'local' },
    sdkUsage: createSdkUsageRecorder(handle.db, 60_000),
    now: () => new Date(),
  }
}

function post(frame: ServerServices, route: ApiRoute, body: Record<string, unknown>, client = '203.0.113.1') {
  return handleApiRequest(
    apiRequest('/api/e?projectId=latch-dev', {
      method: 'POST',
      body: { projectId: 'latch-dev', ...body },
      headers: { 'x-forwarded-for': client },
    }),
    route,
    { services: frame },
  )
}

const event = () => ({
  eventId: randomUUID(),
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: Date.now(),
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
})

describe.skipIf(!binDir)(`the API on a real Postgres${binDir ? '' : ` (${skipReason})`}`, () => {
  let frame: ServerServices
  beforeAll(async () => {
    if (!binDir) return
    server = await startThrowawayPostgres(binDir)
    frame = await frameInstance()
    await seedProjects(frame.db, [devProject])
  }, 60_000)
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()))
    await server?.close()
  })

  it('answers 503 with Retry-After while Postgres is down, recovers by itself, and keeps every row written before', async () => {
    const written = [event(), event(), event()]
    for (const body of written) expect((await post(frame, analyticsEventRoute, body)).status).toBe(202)
    const nonce = (await (await post(frame, siwxNonceRoute, {})).json()) as { nonce: string }

    await server.stop()
    for (const route of [analyticsEventRoute, siwxNonceRoute]) {
      const response = await post(frame, route, event())
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('2')
      expect(await response.json()).toEqual({ error: 'Service temporarily unavailable' })
    }

    await server.start()
    const after = event()
    const startedAt = Date.now()
    let status = 0
    while (Date.now() - startedAt < 5_000) {
      status = (await post(frame, analyticsEventRoute, after)).status
      if (status === 202) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(status).toBe(202)

    const ids = [...written, after].map((body) => body.eventId)
    const stored = await frame.db.select().from(analyticsEvents).where(inArray(analyticsEvents.eventId, ids))
    expect(stored.map((row) => row.eventId).sort()).toEqual([...ids].sort())
    const nonces = await frame.db
      .select()
      .from(siwxNonces)
      .where(inArray(siwxNonces.nonce, [nonce.nonce]))
    expect(nonces).toHaveLength(1)
  }, 30_000)

  it('holds a rate limit across two instances with pools of their own, however their requests interleave', async () => {
    // One instant for both, so that no request falls in the next window when the run crosses a minute.
    const at = new Date()
    const one = { ...frame, now: () => at }
    const other = { ...(await frameInstance()), now: () => at }
    const limit = requestLimits.siwxNonces[0].limit
    const responses = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) =>
        post(i % 2 ? one : other, siwxNonceRoute, {}, '203.0.113.9'),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
  }, 30_000)
})
