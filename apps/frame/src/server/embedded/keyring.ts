import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { embeddedApiErrors } from '@/embedded/api/errors'
import { serverLog } from '@/server/log/serverLog'
import { ApiError } from '../api/ApiError'
import { databaseOptionsFromEnv } from '../db/getDatabase'
import { isLocalMode } from './internal/isLocalMode'

const log = serverLog('embedded')

/** The server's secrets for the embedded wallet, all from the key-encryption key (KEK). */
export type Keyring = {
  /** AES-256-GCM under which data keys and auth shares are sealed. */
  kek: CryptoKey
  /** HMAC key of the stored code hashes, derived from the KEK. */
  codeKey: Uint8Array
  /** Where the KEK came from: 'LATCH_KEK' or the local file's path. */
  source: string
}

const cache = new Map<string, Promise<Keyring>>()

/**
 * The keyring from `LATCH_KEK` (base64 of 32 bytes). Without it, in local mode with PGlite
 * (`LATCH_MODE` unset or `local`, no `DATABASE_URL`), a KEK made once into `<data dir>/kek` (mode
 * 0600) beside the PGlite data; anywhere else the embedded wallet refuses with 503, since frames
 * sharing one Postgres must share one KEK.
 *
 * @example
 * const { kek } = await getKeyring()
 */
export function getKeyring(env: Record<string, string | undefined> = process.env): Promise<Keyring> {
  const fromEnv = env.LATCH_KEK
  const key = fromEnv ? `env:${fromEnv}` : `file:${localKekPath(env) ?? ''}`
  let keyring = cache.get(key)
  if (!keyring) {
    keyring = (fromEnv ? keyringFromBase64(fromEnv, 'LATCH_KEK') : keyringFromFile(localKekPath(env))).catch(
      (error: unknown) => {
        cache.delete(key)
        throw error
      },
    )
    cache.set(key, keyring)
  }
  return keyring
}

/** Where local mode keeps its KEK, or null when it may not make one. */
export function localKekPath(env: Record<string, string | undefined> = process.env): string | null {
  if (!isLocalMode(env)) return null
  if (env.DATABASE_URL) return null
  const dataDir = env.LATCH_DATA_DIR
    ? path.resolve(/* turbopackIgnore: true */ env.LATCH_DATA_DIR)
    : (databaseOptionsFromEnv() as { dataDir?: string }).dataDir
  return dataDir ? path.join(/* turbopackIgnore: true */ dataDir, 'kek') : null
}

async function keyringFromFile(file: string | null): Promise<Keyring> {
  if (!file) {
    log.error('LATCH_KEK is not set: the embedded wallet is off')
    throw new ApiError(503, embeddedApiErrors.custodyNotConfigured)
  }
  await mkdir(path.dirname(file), { recursive: true })
  try {
    // 'wx': of two processes making it at once, one writes and the other reads what it wrote.
    await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  await chmod(file, 0o600)
  return keyringFromBase64((await readFile(file, 'utf8')).trim(), file)
}

async function keyringFromBase64(text: string, source: string): Promise<Keyring> {
  const raw = Buffer.from(text, 'base64')
  if (raw.length !== 32 || raw.toString('base64') !== text.trim()) {
    log.error(`${source} is not the base64 of 32 bytes: the embedded wallet is off`)
    throw new ApiError(503, embeddedApiErrors.custodyNotConfigured)
  }
  const kek = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
  const hkdf = await crypto.subtle.importKey('raw', raw, 'HKDF', false, ['deriveBits'])
  const codeKey = new Uint8Array(
    await crypto.subtle.deriveBits(
      {
        name: 'HKDF',
        hash: 'SHA-256',
        salt: new Uint8Array(0),
        info: new TextEncoder().encode('latch code hash'),
      },
      hkdf,
      256,
    ),
  )
  raw.fill(0)
  return { kek, codeKey, source }
}
