import type { MirroredKey } from '../storageKeys'
import type { MirrorKeyStore } from './createEncryptedMirrorTier'

// The sealing half of createEncryptedMirrorTier, loaded on the first mirrored secret so that
// /embed's first load does not carry it.

const format = 'aesgcm1'
const ivBytes = 12
const algorithm = 'AES-GCM'

export async function readKey(keyStore: MirrorKeyStore, subtle: SubtleCrypto | null) {
  const raw = await keyStore.get()
  if (raw === null || !subtle) return undefined
  try {
    return await subtle.importKey('raw', fromBase64Url(raw), algorithm, false, ['encrypt', 'decrypt'])
  } catch {
    // A mangled key opens nothing; the next write makes a new one.
    return undefined
  }
}

export async function createKey(keyStore: MirrorKeyStore, subtle: SubtleCrypto | null) {
  if (!subtle) throw new Error('WebCrypto is unavailable')
  // Extractable once, to be kept in the key store; the key used is re-imported non-extractable.
  const generated = await subtle.generateKey({ name: algorithm, length: 256 }, true, ['encrypt'])
  const raw = new Uint8Array(await subtle.exportKey('raw', generated))
  await keyStore.set(toBase64Url(raw))
  return subtle.importKey('raw', raw, algorithm, false, ['encrypt', 'decrypt'])
}

export async function seal(subtle: SubtleCrypto, cryptoKey: CryptoKey, key: MirroredKey, value: string) {
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes))
  const ciphertext = await subtle.encrypt(
    { name: algorithm, iv, additionalData: new TextEncoder().encode(key) },
    cryptoKey,
    new TextEncoder().encode(value),
  )
  return `${format}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(ciphertext))}`
}

export async function open(
  subtle: SubtleCrypto,
  cryptoKey: CryptoKey,
  key: MirroredKey,
  sealed: string,
): Promise<string | null> {
  const [prefix, iv, ciphertext, ...rest] = sealed.split('.')
  if (prefix !== format || iv === undefined || ciphertext === undefined || rest.length > 0) return null
  try {
    const plaintext = await subtle.decrypt(
      { name: algorithm, iv: fromBase64Url(iv), additionalData: new TextEncoder().encode(key) },
      cryptoKey,
      fromBase64Url(ciphertext),
    )
    return new TextDecoder('utf-8', { fatal: true }).decode(plaintext)
  } catch {
    return null
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

// Throws on text that is not base64url, which callers read as a value that does not open.
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}
