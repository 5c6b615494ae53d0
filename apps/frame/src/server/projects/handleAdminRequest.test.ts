import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import type { AdminEndpoint } from './AdminEndpoint'
import { type DatabaseProjectStore, databaseProjectStore } from './databaseProjectStore'
import { handleAdminRequest } from './handleAdminRequest'
import { readAdminFile } from './internal/readAdminFile'
import { devProject, shopProject } from './internal/testProjects'
import { openAdminEndpoint } from './openAdminEndpoint'
import { seedProjects } from './seedProjects'

let handle: DatabaseHandle
let dataDir: string
let store: DatabaseProjectStore
let endpoint: AdminEndpoint
let token: string

beforeAll(async () => {
  handle = await createTestDatabase()
  await seedProjects(handle.db, [devProject, shopProject])
  dataDir = await mkdtemp(path.join(tmpdir(), 'latch-admin-'))
  store = databaseProjectStore(handle.db, { cacheMs: 60_000 })
  endpoint = await openAdminEndpoint({
    dataDir,
    url: 'http://127.0.0.1:3000',
    db: handle.db,
    projects: store,
  })
  token = (await readAdminFile(dataDir))?.token ?? ''
}, 60_000)

afterAll(async () => {
  await endpoint.close()
  await handle.close()
  await rm(dataDir, { recursive: true, force: true })
})

function adminRequest(body: unknown, headers: Record<string, string | undefined> = {}): Request {
  const defaults: Record<string, string | undefined> = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'x-forwarded-for': '127.0.0.1',
  }
  const merged = Object.entries({ ...defaults, ...headers }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  return new Request('http://127.0.0.1:3000/api/admin/projects', {
    method: 'POST',
    headers: merged,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('handleAdminRequest', () => {
  it('runs a command for the holder of the token and answers its result', async () => {
    const response = await handleAdminRequest(adminRequest({ command: 'list' }), endpoint)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ command: 'list', projects: [devProject, shopProject] })
  })

  it("drops the changed project from the store's cache, so that the change applies at once", async () => {
    expect((await store.get('shop'))?.allowedOrigins).toEqual(shopProject.allowedOrigins)
    const response = await handleAdminRequest(
      adminRequest({ command: 'allow', projectId: 'shop', origin: 'https://new.shop.example' }),
      endpoint,
    )
    expect(await response.json()).toMatchObject({ command: 'allow', changed: true })
    expect((await store.get('shop'))?.allowedOrigins).toContain('https://new.shop.example')
  })

  it('creates a project', async () => {
    const response = await handleAdminRequest(
      adminRequest({ command: 'create', name: 'New', origins: ['https://new.example'], analytics: false }),
      endpoint,
    )
    const body = await response.json()
    expect(body).toMatchObject({
      command: 'create',
      project: { name: 'New', features: { analytics: false } },
    })
    expect(await store.get(body.project.projectId)).toEqual(body.project)
  })

  it.each([
    ['no token', { authorization: undefined }],
    ['another token', { authorization: `Bearer ${'0'.repeat(64)}` }],
    ['a token of another length', { authorization: 'Bearer short' }],
    ['the token without Bearer', { authorization: 'TOKEN' }],
  ])('refuses %s with 401 and does nothing', async (_, headers) => {
    const response = await handleAdminRequest(
      adminRequest({ command: 'analytics', projectId: 'latch-dev', on: false }, headers),
      endpoint,
    )
    expect(response.status).toBe(401)
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer')
    // Says what to send and where the token lives, without the frame's paths.
    const { error } = await response.json()
    expect(error).toBe(
      "Unauthorized: send the admin token as 'Authorization: Bearer <token>'; it is in the frame's data directory (file admin.json)",
    )
    expect(error).not.toContain(dataDir)
    expect(error).not.toMatch(/\//)
    expect((await store.get('latch-dev'))?.features.analytics).toBe(true)
  })

  it('refuses a request with an Origin header (a browser), even with the token', async () => {
    const response = await handleAdminRequest(
      adminRequest({ command: 'list' }, { origin: 'http://127.0.0.1:3000' }),
      endpoint,
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'The admin endpoint refuses browser requests' })
  })

  it.each([
    ['a remote caller', '203.0.113.7'],
    ['a remote caller behind a local proxy', '203.0.113.7, 127.0.0.1'],
    ['an unknown caller', undefined],
  ])('refuses %s with 403, even with the token', async (_, forwardedFor) => {
    const response = await handleAdminRequest(
      adminRequest({ command: 'list' }, { 'x-forwarded-for': forwardedFor }),
      endpoint,
    )
    expect(response.status).toBe(403)
  })

  it.each(['::1', '::ffff:127.0.0.1', '127.0.0.2'])('accepts the loopback address %s', async (address) => {
    const response = await handleAdminRequest(
      adminRequest({ command: 'list' }, { 'x-forwarded-for': address }),
      endpoint,
    )
    expect(response.status).toBe(200)
  })

  it("uses the process's open endpoint by default", async () => {
    expect((await handleAdminRequest(adminRequest({ command: 'list' }))).status).toBe(200)
  })

  it('answers a refused command with 400 or 404 and its message', async () => {
    const invalid = await handleAdminRequest(
      adminRequest({ command: 'allow', projectId: 'shop', origin: 'https://*.shop.example' }),
      endpoint,
    )
    expect(invalid.status).toBe(400)
    expect((await invalid.json()).error).toContain('Invalid origin pattern "https://*.shop.example"')
    const unknown = await handleAdminRequest(
      adminRequest({ command: 'deny', projectId: 'nope', origin: 'https://a.example' }),
      endpoint,
    )
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Unknown project "nope"' })
  })

  it('refuses a body that is not JSON or not a command with 400', async () => {
    expect((await handleAdminRequest(adminRequest('{'), endpoint)).status).toBe(400)
    const response = await handleAdminRequest(adminRequest({ command: 'drop', projectId: 'shop' }), endpoint)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toContain('Invalid command')
  })
})
