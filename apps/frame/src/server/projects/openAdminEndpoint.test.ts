import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/Database'
import { adminFilePath } from './AdminFile'
import type { DatabaseProjectStore } from './databaseProjectStore'
import { currentAdminEndpoint } from './internal/adminEndpointHolder'
import { readAdminFile } from './internal/readAdminFile'
import { openAdminEndpoint } from './openAdminEndpoint'

// The endpoint only hands these to the commands, which these tests do not run.
const db = {} as Database
const projects: DatabaseProjectStore = { get: async () => undefined, invalidate: () => undefined }

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'latch-admin-file-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('openAdminEndpoint', () => {
  it('writes admin.json, readable by its owner only, with the url, a random token and the pid', async () => {
    const endpoint = await openAdminEndpoint({ dataDir, url: 'http://127.0.0.1:3999', db, projects })
    try {
      const file = await readAdminFile(dataDir)
      expect(file).toEqual({
        url: 'http://127.0.0.1:3999',
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
        pid: process.pid,
      })
      expect((await stat(adminFilePath(dataDir))).mode & 0o777).toBe(0o600)
      expect(endpoint.authorizes(file?.token ?? '')).toBe(true)
      expect(endpoint.authorizes('0'.repeat(64))).toBe(false)
      expect(currentAdminEndpoint()).toBe(endpoint)
    } finally {
      await endpoint.close()
    }
    await expect(stat(adminFilePath(dataDir))).rejects.toThrow()
    expect(currentAdminEndpoint()).toBeUndefined()
  })

  it('tightens the mode of an admin.json left behind, and gives each opening a new token', async () => {
    await writeFile(adminFilePath(dataDir), '{}', { mode: 0o644 })
    const first = await openAdminEndpoint({ dataDir, url: 'http://127.0.0.1:3999', db, projects })
    const firstToken = (await readAdminFile(dataDir))?.token
    const second = await openAdminEndpoint({ dataDir, url: 'http://127.0.0.1:3999', db, projects })
    try {
      expect((await stat(adminFilePath(dataDir))).mode & 0o777).toBe(0o600)
      expect((await readAdminFile(dataDir))?.token).not.toBe(firstToken)
      expect(currentAdminEndpoint()).toBe(second)
      expect(second.authorizes(firstToken ?? '')).toBe(false)
    } finally {
      await first.close()
      await second.close()
    }
  })

  it('leaves an admin.json that another frame wrote since', async () => {
    const endpoint = await openAdminEndpoint({ dataDir, url: 'http://127.0.0.1:3999', db, projects })
    const other = JSON.stringify({ url: 'http://127.0.0.1:4000', token: 'a'.repeat(64), pid: 1 })
    await writeFile(adminFilePath(dataDir), other)
    await endpoint.close()
    expect(await readFile(adminFilePath(dataDir), 'utf8')).toBe(other)
    await rm(adminFilePath(dataDir))
  })
})
