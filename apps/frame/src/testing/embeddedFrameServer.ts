import { createStore } from 'jotai'
import { afterEach } from 'vitest'
import { createFrameController, type FrameController } from '@/controller/createFrameController'
import type { ApiRoute } from '@/server/api/ApiRoute'
import { handleApiRequest } from '@/server/api/handleApiRequest'
import { deviceStatusRoute } from '@/server/embedded/deviceStatusRoute'
import { deviceVerifyRoute } from '@/server/embedded/deviceVerifyRoute'
import { emailStartRoute } from '@/server/embedded/emailStartRoute'
import { emailUpdateRoute, emailUpdateVerifyRoute } from '@/server/embedded/emailUpdateRoutes'
import { emailVerifyRoute } from '@/server/embedded/emailVerifyRoute'
import { farcasterChannelRoute, farcasterVerifyRoute } from '@/server/embedded/farcasterRoutes'
import { embeddedRouteTest } from '@/server/embedded/internal/embeddedRouteTest'
import { reauthStartRoute, reauthVerifyRoute } from '@/server/embedded/reauthRoutes'
import { refreshRoute } from '@/server/embedded/refreshRoute'
import { signOutRoute } from '@/server/embedded/signOutRoute'
import {
  totpDisableRoute,
  totpEnableRoute,
  totpSendLimitRoute,
  totpSetupRoute,
  totpStatusRoute,
  totpVerifyRoute,
} from '@/server/embedded/totpRoutes'
import { userAccountTypeRoute } from '@/server/embedded/userAccountTypeRoute'
import { userRoute } from '@/server/embedded/userRoute'
import {
  walletAuthShareRoute,
  walletCreateRoute,
  walletRecoveryRoute,
  walletUnwrapRoute,
} from '@/server/embedded/walletRoutes'
import { attachFakeHost } from '@/testing/attachFakeHost'

const routes: Record<string, ApiRoute> = {
  '/api/auth/email/start': emailStartRoute,
  '/api/auth/email/verify': emailVerifyRoute,
  '/api/auth/device/verify': deviceVerifyRoute,
  '/api/auth/device/status': deviceStatusRoute,
  '/api/auth/refresh': refreshRoute,
  '/api/auth/signout': signOutRoute,
  '/api/auth/user': userRoute,
  '/api/auth/user/account-type': userAccountTypeRoute,
  '/api/auth/reauth/start': reauthStartRoute,
  '/api/auth/reauth/verify': reauthVerifyRoute,
  '/api/auth/email/update': emailUpdateRoute,
  '/api/auth/email/update/verify': emailUpdateVerifyRoute,
  '/api/auth/farcaster/channel': farcasterChannelRoute,
  '/api/auth/farcaster/verify': farcasterVerifyRoute,
  '/api/auth/totp': totpStatusRoute,
  '/api/auth/totp/setup': totpSetupRoute,
  '/api/auth/totp/enable': totpEnableRoute,
  '/api/auth/totp/send-limit': totpSendLimitRoute,
  '/api/auth/totp/verify': totpVerifyRoute,
  '/api/auth/totp/disable': totpDisableRoute,
  '/api/wallet/create': walletCreateRoute,
  '/api/wallet/auth-share': walletAuthShareRoute,
  '/api/wallet/recovery': walletRecoveryRoute,
  '/api/wallet/unwrap': walletUnwrapRoute,
}

/**
 * The embedded wallet's server for frames under test: the real route handlers in this process over
 * a test database and a real SMTP inbox (embeddedRouteTest), as the frames' `fetch`; `frame()` makes
 * a frame (its own store and device) whose fake host page has sent `init`, destroyed after each
 * test. Call it once, at the top of a test file.
 *
 * @example
 * const { t, frame } = embeddedFrameServer(new Date('2030-01-01T12:00:00Z'))
 * const { store, controller, host } = await frame()
 * await t.lastCode('ada@latch.test')
 */
export function embeddedFrameServer(now: Date) {
  const t = embeddedRouteTest(now)
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://127.0.0.1:3000')
    if (url.pathname === '/api/getAnalyticsConfig') return Response.json({ isAnalyticsEnabled: false })
    const route = routes[url.pathname]
    if (!route) return Response.json({ error: 'Not found' }, { status: 404 })
    const headers = { ...(init?.headers as Record<string, string>), 'sec-fetch-site': 'same-origin' }
    return handleApiRequest(new Request(url, { ...init, headers }), route, { services: t.services })
  }
  const controllers: FrameController[] = []
  afterEach(() => {
    for (const controller of controllers.splice(0)) controller.destroy()
  })
  async function frame(options: { fetch?: typeof globalThis.fetch } = {}) {
    const store = createStore()
    const controller = createFrameController({
      store,
      projectId: 'latch-dev',
      projectNetworks: ['eip155:31337'],
      fetch: options.fetch ?? fetch,
    })
    controllers.push(controller)
    const host = attachFakeHost(controller)
    await host.init()
    return { store, controller, host }
  }
  return { t, fetch, frame }
}
