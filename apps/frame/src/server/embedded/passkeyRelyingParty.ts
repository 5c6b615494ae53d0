import { isIP } from 'node:net'
import { frameOrigin } from '../api/frameOrigin'

/** Who the frame's passkeys belong to: the origin their ceremonies run at, and its relying-party id. */
export type PasskeyRelyingParty = { origin: string; rpId: string; rpName: string }

/**
 * `LATCH_PASSKEY_ORIGIN`, by default the frame's origin, so that one passkey serves every host site.
 * Browsers refuse an IP address as a relying-party id, so where the frame's origin is one (the local
 * stack's http://127.0.0.1:3000) the default is the same server under `localhost`, where the frame
 * runs ceremonies in a popup (docs/passkeys.md).
 *
 * @example
 * passkeyRelyingParty({ LATCH_FRAME_ORIGIN: 'https://frame.example' }) // { origin: 'https://frame.example', rpId: 'frame.example', … }
 * passkeyRelyingParty({}) // { origin: 'http://localhost:3000', rpId: 'localhost', … }
 */
export function passkeyRelyingParty(
  env: Record<string, string | undefined> = process.env,
): PasskeyRelyingParty {
  const url = new URL(env.LATCH_PASSKEY_ORIGIN ?? env.LATCH_FRAME_ORIGIN ?? frameOrigin())
  if (!env.LATCH_PASSKEY_ORIGIN && isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0)
    url.hostname = 'localhost'
  return { origin: url.origin, rpId: url.hostname, rpName: 'Latch' }
}
