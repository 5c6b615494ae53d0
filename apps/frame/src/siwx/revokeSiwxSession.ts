import type { SiwxSession } from '@latch/shared-types'
import { type ApiClient, ApiRequestError } from '@/api/createApiClient'

/**
 * Signs out: the server revokes the session, so that it verifies neither in the frame nor at the host
 * backend. A session the server does not hold (404) counts as signed out; other failures reject.
 *
 * @example
 * await revokeSiwxSession(api, session)
 */
export async function revokeSiwxSession(
  api: ApiClient,
  session: Pick<SiwxSession, 'message' | 'signature'>,
): Promise<void> {
  try {
    await api('/api/siwx/revoke', { body: { message: session.message, signature: session.signature } })
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return
    throw error
  }
}
