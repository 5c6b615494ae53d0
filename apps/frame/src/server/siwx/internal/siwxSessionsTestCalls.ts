import type { SiwxSession } from '@latch/shared-types'
import { eq } from 'drizzle-orm'
import { siwxNonces, siwxSessions } from '../../db/schema'
import type { TestServices } from '../../testing/createTestServices'
import { siwxSessionsRoute } from '../siwxSessionsRoute'
import { postSiwx } from './postSiwx'

/**
 * For tests of POST /api/siwx/sessions: submitting a signed message as a page on `origin`, and
 * reading back the session and the nonce rows it wrote. `services` is read at each call, so a file
 * may make it in beforeAll.
 *
 * @example
 * const { submit, sessionOf } = siwxSessionsTestCalls(() => services)
 */
export function siwxSessionsTestCalls(services: () => TestServices) {
  return {
    submit: (body: { message: string; signature: string }, origin?: string) =>
      postSiwx<{ session: SiwxSession } | { error: string; reason?: string }>(
        services(),
        siwxSessionsRoute,
        body,
        origin,
      ),
    sessionOf: async (nonce: string) =>
      (await services().db.select().from(siwxSessions).where(eq(siwxSessions.nonce, nonce)))[0],
    nonceRow: async (nonce: string) =>
      (await services().db.select().from(siwxNonces).where(eq(siwxNonces.nonce, nonce)))[0],
  }
}
