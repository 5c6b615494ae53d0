import { describe, expect, it } from 'vitest'
import type { ReauthVerifyAnswer, RefreshAnswer } from '@/embedded/api/authApi'
import type { TotpEnableAnswer, TotpSetupAnswer, TotpStatusAnswer } from '@/embedded/api/totpApi'
import { embeddedDevices } from '../db/schema'
import { embeddedRouteTest } from './internal/embeddedRouteTest'
import { loginRemoveRoute } from './loginsRoutes'
import { passkeyAddOptionsRoute } from './passkeyRoutes'
import { reauthStartRoute } from './reauthRoutes'
import { refreshRoute } from './refreshRoute'
import { socialLinkRoute } from './socialRoutes'
import { fromBase32, totpCode, totpStep } from './totp'
import {
  totpDisableRoute,
  totpEnableRoute,
  totpSendLimitRoute,
  totpSetupRoute,
  totpStatusRoute,
  totpVerifyRoute,
} from './totpRoutes'
import { walletAuthShareRoute, walletRecoveryRoute } from './walletRoutes'

const now = new Date('2030-01-01T12:00:00Z')
const t = embeddedRouteTest(now)
type Refusal = { error: string; parameter?: string; attemptsLeft?: number; retryAfterSeconds?: number }

/** A logged-in user and an authenticator app set up with its secret, the factor still off. */
async function setUp() {
  const email = t.email('totp')
  const deviceId = t.deviceId()
  const { session, user } = await t.login(email, deviceId)
  const token = session.accessToken
  const setup = await t.call<TotpSetupAnswer>(totpSetupRoute, {}, { token })
  expect(setup.status).toBe(200)
  const secret = fromBase32(setup.body.secret)
  if (!secret) throw new Error('the secret is not base32')
  // The app's code at `ms` past the test's start.
  const code = (ms: number) => totpCode(secret, totpStep(new Date(now.getTime() + ms)))
  return {
    email,
    userId: user.userId,
    deviceId,
    token,
    refreshToken: session.refreshToken,
    setup: setup.body,
    code,
  }
}

async function turnOn() {
  const user = await setUp()
  const enabled = await t.call<TotpEnableAnswer>(
    totpEnableRoute,
    { code: user.code(0), deviceId: user.deviceId },
    { token: user.token },
  )
  expect(enabled.status).toBe(200)
  return { ...user, recoveryCodes: enabled.body.recoveryCodes }
}

describe('/api/auth/totp: a second factor by authenticator app', () => {
  it('sets up an app, turns on with its code, and answers ten recovery codes once', async () => {
    const { email, token, setup, code } = await setUp()
    expect(setup.uri).toBe(
      `otpauth://totp/Latch%20Dev:${encodeURIComponent(email)}?secret=${setup.secret}&issuer=Latch+Dev&algorithm=SHA1&digits=6&period=30`,
    )
    expect(
      await t.call<TotpStatusAnswer>(totpStatusRoute, { projectId: 'latch-dev' }, { token }),
    ).toMatchObject({
      status: 200,
      body: { enabled: false, recoveryCodesLeft: 0 },
    })
    // Off until confirmed: a mailed code still proves the user.
    expect((await t.call(reauthStartRoute, {}, { token })).status).toBe(200)
    expect(await t.call<Refusal>(totpEnableRoute, { code: code(90_000) }, { token })).toMatchObject({
      status: 400,
      body: { error: 'Invalid code', parameter: 'code', attemptsLeft: 4 },
    })
    const enabled = await t.call<TotpEnableAnswer>(totpEnableRoute, { code: code(-30_000) }, { token })
    expect(enabled.status).toBe(200)
    expect(enabled.body.recoveryCodes).toHaveLength(10)
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10)
    for (const recoveryCode of enabled.body.recoveryCodes)
      expect(recoveryCode).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)
    expect(
      await t.call<TotpStatusAnswer>(totpStatusRoute, { projectId: 'latch-dev' }, { token }),
    ).toMatchObject({
      body: { enabled: true, recoveryCodesLeft: 10 },
    })
    expect(await t.call<Refusal>(totpSetupRoute, {}, { token })).toMatchObject({
      status: 409,
      body: { error: 'Two-factor authentication is already on' },
    })
    expect(await t.call<Refusal>(totpEnableRoute, { code: code(0) }, { token })).toMatchObject({
      status: 409,
      body: { error: 'Two-factor authentication is already on' },
    })
  })

  it('proves the user with a code once, and asks for it where a mailed code proved the user', async () => {
    const { token, code } = await turnOn()
    expect(await t.call<Refusal>(reauthStartRoute, {}, { token })).toMatchObject({
      status: 409,
      body: { error: 'This wallet asks for the code of its authenticator app' },
    })
    // The code that turned it on is spent, and so is any older one.
    expect((await t.call<Refusal>(totpVerifyRoute, { code: code(0) }, { token })).status).toBe(400)
    expect((await t.call<Refusal>(totpVerifyRoute, { code: code(-30_000) }, { token })).status).toBe(400)
    t.at(31_000)
    expect(
      await t.call<ReauthVerifyAnswer>(totpVerifyRoute, { code: code(31_000) }, { token }),
    ).toMatchObject({
      status: 200,
      body: { verifiedAt: '2030-01-01T12:00:31.000Z' },
    })
    expect(await t.call<Refusal>(totpVerifyRoute, { code: code(31_000) }, { token })).toMatchObject({
      status: 400,
      body: { error: 'Invalid code' },
    })
  })

  it('takes each recovery code once, however it is typed', async () => {
    const { token, recoveryCodes } = await turnOn()
    const [first = '', second = ''] = recoveryCodes
    expect((await t.call(totpVerifyRoute, { code: first }, { token })).status).toBe(200)
    expect(await t.call<Refusal>(totpVerifyRoute, { code: first }, { token })).toMatchObject({
      status: 400,
      body: { error: 'Invalid code', attemptsLeft: 4 },
    })
    expect(
      (await t.call(totpVerifyRoute, { code: second.replace('-', '').toUpperCase() }, { token })).status,
    ).toBe(200)
    expect(
      await t.call<TotpStatusAnswer>(totpStatusRoute, { projectId: 'latch-dev' }, { token }),
    ).toMatchObject({
      body: { enabled: true, recoveryCodesLeft: 8 },
    })
  })

  it('locks for 15 minutes at the fifth wrong code in a row, the right one included', async () => {
    const { token, refreshToken, code } = await turnOn()
    for (const attemptsLeft of [4, 3, 2, 1])
      expect(await t.call<Refusal>(totpVerifyRoute, { code: code(300_000) }, { token })).toMatchObject({
        status: 400,
        body: { attemptsLeft },
      })
    expect(await t.call<Refusal>(totpVerifyRoute, { code: 'aaaaa-aaaaa' }, { token })).toMatchObject({
      status: 429,
      body: { error: 'Too many wrong codes. Try again in 15 minutes.', retryAfterSeconds: 900 },
    })
    t.at(60_000)
    expect(await t.call<Refusal>(totpVerifyRoute, { code: code(60_000) }, { token })).toMatchObject({
      status: 429,
      body: { error: 'Too many wrong codes. Try again in 14 minutes.', retryAfterSeconds: 840 },
    })
    t.at(15 * 60_000)
    // The access token lived 15 minutes too: the session's next one.
    const next = await t.call<RefreshAnswer>(refreshRoute, { refreshToken })
    const fresh = { token: next.body.session.accessToken }
    expect((await t.call(totpVerifyRoute, { code: code(15 * 60_000) }, fresh)).status).toBe(200)
  })

  it('turns off with a code, and the mailed code proves the user again', async () => {
    const { token, code, recoveryCodes } = await turnOn()
    expect((await t.call<Refusal>(totpDisableRoute, { code: '000000' }, { token })).status).toBe(400)
    t.at(30_000)
    expect(await t.call<TotpStatusAnswer>(totpDisableRoute, { code: code(30_000) }, { token })).toMatchObject(
      {
        status: 200,
        body: { enabled: false, recoveryCodesLeft: 0 },
      },
    )
    expect((await t.call(reauthStartRoute, {}, { token })).status).toBe(200)
    expect(await t.call<Refusal>(totpVerifyRoute, { code: recoveryCodes[0] ?? '' }, { token })).toMatchObject(
      {
        status: 409,
        body: { error: 'Two-factor authentication is not on' },
      },
    )
  })

  it('sets the send limit only with a code, to the cent, and forgets it when the factor is off', async () => {
    const { token, code, recoveryCodes } = await turnOn()
    const status = () => t.call<TotpStatusAnswer>(totpStatusRoute, { projectId: 'latch-dev' }, { token })
    expect((await status()).body).toEqual({
      enabled: true,
      kind: 'totp',
      recoveryCodesLeft: 10,
      sendLimitUsd: null,
    })
    expect(
      await t.call<Refusal>(totpSendLimitRoute, { code: '000000', sendLimitUsd: 1 }, { token }),
    ).toMatchObject({ status: 400, body: { error: 'Invalid code' } })
    for (const sendLimitUsd of [-1, 0.005, 2_000_000_000, '500', true])
      expect(
        await t.call<Refusal>(totpSendLimitRoute, { code: code(0), sendLimitUsd }, { token }),
      ).toMatchObject({ status: 400, body: { parameter: 'sendLimitUsd' } })
    t.at(30_000)
    expect(
      await t.call<TotpStatusAnswer>(
        totpSendLimitRoute,
        { code: code(30_000), sendLimitUsd: 0.3 },
        { token },
      ),
    ).toMatchObject({ status: 200, body: { enabled: true, sendLimitUsd: 0.3 } })
    expect((await status()).body.sendLimitUsd).toBe(0.3)
    // The same code twice is a replay; a recovery code is another way to set it.
    expect(
      (await t.call<Refusal>(totpSendLimitRoute, { code: code(30_000), sendLimitUsd: null }, { token }))
        .status,
    ).toBe(400)
    expect(
      await t.call<TotpStatusAnswer>(
        totpSendLimitRoute,
        { code: recoveryCodes[1] ?? '', sendLimitUsd: 1_000_000_000 },
        { token },
      ),
    ).toMatchObject({ status: 200, body: { sendLimitUsd: 1_000_000_000, recoveryCodesLeft: 9 } })
    t.at(60_000)
    expect((await t.call(totpDisableRoute, { code: code(60_000) }, { token })).status).toBe(200)
    expect((await status()).body).toEqual({ enabled: false, recoveryCodesLeft: 0, sendLimitUsd: null })
    expect(
      await t.call<Refusal>(totpSendLimitRoute, { code: code(90_000), sendLimitUsd: 5 }, { token }),
    ).toMatchObject({ status: 409, body: { error: 'Two-factor authentication is not on' } })
    expect((await t.call<Refusal>(totpSendLimitRoute, { code: code(0), sendLimitUsd: 5 })).status).toBe(401)
  })

  it('gives a device no share of the key until it passed the factor: the one that turned it on has', async () => {
    const { userId, deviceId, token, code } = await turnOn()
    // Another device of the user, approved (by a mailed code, say), not yet past the factor.
    const other = t.deviceId()
    await t.services.db.insert(embeddedDevices).values({ userId, deviceId: other, approvedAt: now })
    for (const route of [walletAuthShareRoute, walletRecoveryRoute])
      expect(await t.call<Refusal>(route, { deviceId: other }, { token })).toMatchObject({
        status: 403,
        body: { error: 'This wallet asks for the code of its authenticator app', secondFactor: 'totp' },
      })
    // Past the factor, a device reaches the wallet (which this user has yet to make).
    const noWallet = { status: 404, body: { error: 'This account has no wallet yet' } }
    expect(await t.call<Refusal>(walletAuthShareRoute, { deviceId }, { token })).toMatchObject(noWallet)
    expect(
      await t.call<Refusal>(totpVerifyRoute, { code: code(30_000), deviceId: t.deviceId() }, { token }),
    ).toMatchObject({
      status: 403,
      body: { error: 'This device is not approved for this account', parameter: 'deviceId' },
    })
    t.at(60_000)
    expect((await t.call(totpVerifyRoute, { code: code(60_000), deviceId: other }, { token })).status).toBe(
      200,
    )
    for (const route of [walletAuthShareRoute, walletRecoveryRoute])
      expect(await t.call<Refusal>(route, { deviceId: other }, { token })).toMatchObject(noWallet)
  })

  it('asks for a code of the last five minutes before a login is added, linked or removed', async () => {
    const { email, token, code } = await turnOn()
    const remove = { kind: 'email', id: email }
    const needsCode = {
      status: 403,
      body: { error: 'This wallet asks for the code of its authenticator app', secondFactor: 'totp' },
    }
    // Turning it on was a code: within five minutes the logins may change (the only one stays).
    expect((await t.call(passkeyAddOptionsRoute, {}, { token })).status).toBe(200)
    expect(await t.call<Refusal>(loginRemoveRoute, remove, { token })).toMatchObject({ status: 409 })
    t.at(5 * 60_000 + 1_000)
    expect(await t.call<Refusal>(passkeyAddOptionsRoute, {}, { token })).toMatchObject(needsCode)
    expect(await t.call<Refusal>(loginRemoveRoute, remove, { token })).toMatchObject(needsCode)
    expect(
      await t.call<Refusal>(
        socialLinkRoute,
        {
          provider: 'google',
          code: 'x',
          codeVerifier: 'v'.repeat(43),
          redirectUri: 'http://127.0.0.1:3000/popup/oauth/callback',
          nonce: 'n'.repeat(22),
        },
        { token },
      ),
    ).toMatchObject(needsCode)
    expect((await t.call(totpVerifyRoute, { code: code(5 * 60_000 + 1_000) }, { token })).status).toBe(200)
    expect((await t.call(passkeyAddOptionsRoute, {}, { token })).status).toBe(200)
  })

  it('needs a session, a setup before enabling, and a code shaped as one', async () => {
    expect(await t.call<Refusal>(totpSetupRoute, {})).toMatchObject({
      status: 401,
      body: { error: 'Session expired' },
    })
    const { session } = await t.login(t.email('plain'), t.deviceId())
    const token = session.accessToken
    expect(await t.call<Refusal>(totpEnableRoute, { code: '123456' }, { token })).toMatchObject({
      status: 409,
      body: { error: 'Start setting up the authenticator app again' },
    })
    for (const code of ['12345', '1234567', 'abcde-fghi1', '', 42])
      expect(await t.call<Refusal>(totpVerifyRoute, { code }, { token })).toMatchObject({
        status: 400,
        body: { parameter: 'code' },
      })
    expect(await t.call<Refusal>(totpVerifyRoute, '{"projectId":', { token })).toMatchObject({ status: 400 })
  })
})
