import type { AuthenticationCredential, RegistrationCredential } from '@/embedded/api/passkeyApi'
import { PasskeyError } from './PasskeyError'
import type { PasskeyPurpose } from './passkeyPopupMessages'

/**
 * Runs a WebAuthn ceremony in this window with `@simplewebauthn/browser` (loaded here, on first
 * use): the browser's passkey prompt for a new passkey (a new wallet's or one added), or an assertion
 * of one (a login, or the wallet's user proved anew). Answers the credential as JSON;
 * a prompt the visitor dismissed (or that timed out) throws PasskeyError 'cancelled', a browser
 * that cannot use passkeys here (no WebAuthn, an origin it refuses) 'unsupported'.
 *
 * @example
 * const credential = await performPasskeyCeremony('login', answer.options)
 */
export async function performPasskeyCeremony(
  purpose: PasskeyPurpose,
  options: Record<string, unknown>,
): Promise<RegistrationCredential | AuthenticationCredential> {
  const webauthn = await import('@simplewebauthn/browser')
  if (!webauthn.browserSupportsWebAuthn()) throw new PasskeyError('unsupported')
  try {
    // The options come from the frame's server, which made them with @simplewebauthn/server.
    const credential =
      purpose === 'login' || purpose === 'reauth'
        ? await webauthn.startAuthentication({ optionsJSON: options as never })
        : await webauthn.startRegistration({ optionsJSON: options as never })
    return credential as RegistrationCredential | AuthenticationCredential
  } catch (error) {
    const { name, code } = error as { name?: string; code?: string }
    if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
      throw new PasskeyError('cancelled', { cause: error as Error })
    if (name === 'SecurityError' || code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID')
      throw new PasskeyError('unsupported', { cause: error as Error })
    throw error
  }
}
