import type { SiwxSession } from '@latch/shared-types'
import type { ApiClient } from '@/api/createApiClient'
import type { SiwxVerification } from './SiwxVerification'

/**
 * Whether a session kept from an earlier visit is still the one the server stored for this host page,
 * unrevoked and unexpired (asked on reload, before trusting it). A failed call rejects: the caller
 * decides whether an unreachable server keeps or drops the session.
 *
 * @example
 * if (!(await verifyStoredSiwxSession(api, session))) forget(session)
 */
export async function verifyStoredSiwxSession(
  api: ApiClient,
  session: Pick<SiwxSession, 'message' | 'signature'>,
): Promise<boolean> {
  const verification = await api<SiwxVerification>('/api/siwx/verify', {
    body: { message: session.message, signature: session.signature },
  })
  return verification.valid === true
}
