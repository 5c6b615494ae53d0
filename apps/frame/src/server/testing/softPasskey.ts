import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'
import type { AuthenticationCredential, RegistrationCredential } from '@/embedded/api/passkeyApi'

type Ceremony = {
  /** The origin the browser would put in clientDataJSON. */
  origin: string
  /** The host page, when the ceremony runs in a cross-origin frame. */
  topOrigin?: string
  /** Present the user as verified (the default); false plays an authenticator that only tests presence. */
  userVerified?: boolean
}

type StoredKey = { privateKey: KeyObject; rpId: string; userHandle: string; counter: number }

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest())

/**
 * A software authenticator for server tests, as WebAuthn Level 3 describes one: ES256 keys, "none"
 * attestation, discoverable credentials, a signature counter that counts when `counting`. It makes
 * the JSON a browser gives the frame, so the routes verify it exactly as they verify a real one
 * (the e2e suite uses Chromium's virtual authenticator instead).
 *
 * @example
 * const authenticator = softPasskey()
 * const credential = authenticator.create(answer.options, { origin: 'http://localhost:3000' })
 */
export function softPasskey(settings: { counting?: boolean } = {}) {
  const keys = new Map<string, StoredKey>()

  function clientData(type: string, challenge: string, ceremony: Ceremony): string {
    const data = {
      type,
      challenge,
      origin: ceremony.origin,
      crossOrigin: ceremony.topOrigin !== undefined,
      ...(ceremony.topOrigin ? { topOrigin: ceremony.topOrigin } : {}),
    }
    return JSON.stringify(data)
  }

  function authenticatorData(rpId: string, counter: number, userVerified: boolean, attested?: Uint8Array) {
    // Flags: UP, then UV, BE and BS (a synced passkey), then AT when a credential is attested.
    const flags = 0x01 | (userVerified ? 0x04 : 0) | 0x08 | 0x10 | (attested ? 0x40 : 0)
    const counterBytes = new Uint8Array(4)
    new DataView(counterBytes.buffer).setUint32(0, counter)
    return Buffer.concat([sha256(rpId), Uint8Array.of(flags), counterBytes, attested ?? new Uint8Array()])
  }

  /** The JSON a browser makes of a PublicKeyCredential. */
  function credentialJson<Response>(credentialId: string, response: Response) {
    const common = { id: credentialId, rawId: credentialId, type: 'public-key' as const }
    return { ...common, authenticatorAttachment: 'platform' as const, clientExtensionResults: {}, response }
  }

  return {
    /** Sets a key's signature counter, as a cloned authenticator would have it. */
    setCounter(credentialId: string, counter: number) {
      const key = keys.get(credentialId)
      if (key) key.counter = counter
    },

    /** navigator.credentials.create: a new key for the options' relying party and user. */
    create(options: Record<string, unknown>, ceremony: Ceremony): RegistrationCredential {
      const { challenge, rp, user } = options as {
        challenge: string
        rp: { id: string }
        user: { id: string }
      }
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' })
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ])
      const id = randomBytes(32)
      const idLength = new Uint8Array(2)
      new DataView(idLength.buffer).setUint16(0, id.length)
      const attested = Buffer.concat([new Uint8Array(16), idLength, id, isoCBOR.encode(cose)])
      const credentialId = isoBase64URL.fromBuffer(id)
      keys.set(credentialId, { privateKey, rpId: rp.id, userHandle: user.id, counter: 0 })
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(rp.id, 0, ceremony.userVerified ?? true, attested)],
        ]) as never,
      )
      return credentialJson(credentialId, {
        clientDataJSON: isoBase64URL.fromUTF8String(clientData('webauthn.create', challenge, ceremony)),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal', 'hybrid'],
      })
    },

    /** navigator.credentials.get: an assertion by `credentialId` (by default the newest key). */
    get(
      options: Record<string, unknown>,
      ceremony: Ceremony & { credentialId?: string },
    ): AuthenticationCredential {
      const { challenge } = options as { challenge: string }
      const credentialId = ceremony.credentialId ?? [...keys.keys()].at(-1) ?? ''
      const key = keys.get(credentialId)
      if (!key) throw new Error(`no soft passkey ${credentialId}`)
      if (settings.counting) key.counter += 1
      const data = authenticatorData(key.rpId, key.counter, ceremony.userVerified ?? true)
      const clientDataJSON = clientData('webauthn.get', challenge, ceremony)
      const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), key.privateKey)
      return credentialJson(credentialId, {
        clientDataJSON: isoBase64URL.fromUTF8String(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(data),
        signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
        userHandle: key.userHandle,
      })
    },
  }
}
