import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openShare, sealShare } from '@/embedded/crypto/sealedShare'
import { getKeyring, localKekPath } from './keyring'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('getKeyring', () => {
  it('takes LATCH_KEK, the base64 of 32 bytes', async () => {
    const kek = randomBytes(32).toString('base64')
    const keyring = await getKeyring({ LATCH_KEK: kek })
    expect(keyring.source).toBe('LATCH_KEK')
    expect(keyring.kek.extractable).toBe(false)
    const sealed = await sealShare(keyring.kek, new Uint8Array([1, 2, 3]))
    expect(await openShare((await getKeyring({ LATCH_KEK: kek })).kek, sealed)).toEqual(
      new Uint8Array([1, 2, 3]),
    )
    expect((await getKeyring({ LATCH_KEK: randomBytes(32).toString('base64') })).codeKey).not.toEqual(
      keyring.codeKey,
    )
  })

  it('refuses a LATCH_KEK that is not 32 bytes with 503', async () => {
    for (const bad of [randomBytes(16).toString('base64'), 'not base64!'])
      await expect(getKeyring({ LATCH_KEK: bad })).rejects.toMatchObject({
        status: 503,
        message: 'The embedded wallet is not configured on this server',
      })
  })

  it('makes one KEK in local mode, mode 0600, in the PGlite data directory, and keeps it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'latch-kek-'))
    dirs.push(dir)
    const dataDir = path.join(dir, 'db')
    const env = { LATCH_DATA_DIR: dataDir }
    expect(localKekPath(env)).toBe(path.join(dataDir, 'kek'))
    const keyring = await getKeyring(env)
    expect(keyring.source).toBe(path.join(dataDir, 'kek'))
    const file = path.join(dataDir, 'kek')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    const text = (await readFile(file, 'utf8')).trim()
    expect(Buffer.from(text, 'base64')).toHaveLength(32)
    // The same file, read by another process, is the same key.
    const sealed = await sealShare(keyring.kek, new Uint8Array([9]))
    expect(await openShare((await getKeyring({ LATCH_KEK: text })).kek, sealed)).toEqual(new Uint8Array([9]))
  })

  it('makes none outside local PGlite mode: 503 without LATCH_KEK', async () => {
    expect(localKekPath({ LATCH_MODE: 'upstream' })).toBeNull()
    expect(localKekPath({ DATABASE_URL: 'postgres://x/y' })).toBeNull()
    await expect(getKeyring({ LATCH_MODE: 'upstream' })).rejects.toMatchObject({ status: 503 })
  })
})
