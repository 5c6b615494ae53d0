import type { SiwxSession } from '@latch/shared-types'
import { expect } from 'vitest'
import { createApiClient } from '@/api/createApiClient'
import { revokeSiwxSession } from '@/siwx/revokeSiwxSession'
import { verifyStoredSiwxSession } from '@/siwx/verifyStoredSiwxSession'
import { verifySiwxSession } from '../../../../../sdk/src/server'
import type { ApiRoute } from '../../api/ApiRoute'
import { handleApiRequest } from '../../api/handleApiRequest'
import type { TestServices } from '../../testing/createTestServices'
import { siwxNonceRoute } from '../siwxNonceRoute'
import { siwxRevokeRoute } from '../siwxRevokeRoute'
import { siwxSessionsRoute } from '../siwxSessionsRoute'
import { siwxVerifyRoute } from '../siwxVerifyRoute'
import { testHostOrigin } from './postSiwx'

const latchUrl = 'http://127.0.0.1:3000'
const routes: Record<string, ApiRoute> = {
  '/api/siwx/nonce': siwxNonceRoute,
  '/api/siwx/sessions': siwxSessionsRoute,
  '/api/siwx/verify': siwxVerifyRoute,
  '/api/siwx/revoke': siwxRevokeRoute,
}

/**
 * For end-to-end sign-in tests over the real SIWX routes of `services`: the frame's ApiClient on a
 * page at `origin`, and a host backend verifying a session with @latch/sdk/server, both reaching the
 * routes through one fetch as the browser and the backend would, for `projectId` (`latch-dev`, or
 * `latch-multi` for its Bitcoin network).
 *
 * @example
 * const { frameApi, hostBackend } = siwxTestFrame(services)
 * await hostBackend(await signInWithWallet({ ..., api: frameApi() }))
 */
export function siwxTestFrame(services: TestServices, projectId = 'latch-dev') {
  const frameServer: typeof fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), latchUrl)
    const route = routes[url.pathname]
    if (!route) return Response.json({ error: 'Not found' }, { status: 404 })
    return handleApiRequest(new Request(url, init), route, { services })
  }
  return {
    /** The frame's client on a page at `origin`: same-origin calls naming the host page. */
    frameApi: (origin = testHostOrigin) =>
      createApiClient({
        projectId,
        hostOrigin: origin,
        sdkType: 'latch',
        sdkVersion: 'test',
        fetch: (input, init) =>
          frameServer(input, { ...init, headers: { ...init?.headers, 'sec-fetch-site': 'same-origin' } }),
      }),
    hostBackend: (session: SiwxSession, origin = testHostOrigin) =>
      verifySiwxSession({ session, projectId, origin, latchUrl, fetch: frameServer }),
  }
}

/**
 * The checks every CAIP-122 sign-in (Solana, Bitcoin, NEAR) passes once `session` is signed, with
 * 'Sign in to the demo shop' as its statement: the frame finds it stored; the host backend answers
 * `account` (`namespace`, `address` and `caipNetworkId`) with the session's dates, refuses the
 * message changed by one letter as not signed by the address, and refuses it as revoked once the
 * frame signs out.
 *
 * @example
 * await expectCaip122SignIn(services, 'latch-multi', session, { namespace: 'near', address, caipNetworkId: 'near:testnet' })
 */
export async function expectCaip122SignIn(
  services: TestServices,
  projectId: string,
  session: SiwxSession,
  account: { namespace: 'solana' | 'bip122' | 'near'; address: string; caipNetworkId: string },
) {
  const { frameApi, hostBackend } = siwxTestFrame(services, projectId)
  const { namespace, address, caipNetworkId } = account
  expect(await verifyStoredSiwxSession(frameApi(), session)).toBe(true)
  expect(await hostBackend(session)).toEqual({
    namespace,
    address,
    chainId: caipNetworkId.split(':')[1],
    caipNetworkId,
    caipAddress: `${caipNetworkId}:${address}`,
    domain: 'localhost:5173',
    issuedAt: session.data.issuedAt,
    expirationTime: session.data.expirationTime,
  })
  const tampered = { ...session, message: session.message.replace('demo shop', 'demo shoq') }
  await expect(hostBackend(tampered)).rejects.toMatchObject({
    details: 'signature does not match the address',
  })
  await revokeSiwxSession(frameApi(), session)
  await expect(hostBackend(session)).rejects.toMatchObject({ details: 'revoked' })
}
