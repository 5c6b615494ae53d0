// A passkey of the wallet as its second factor (docs/passkeys.md#second-factor): turned on by an
// assertion of one, then asked for on a new device, before the logins change, to turn it off or set
// the send limit; a mailed code no longer proves the user alone, recovery codes stand in for it.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ReauthVerifyAnswer } from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import type { LoginsAnswer } from '@/embedded/api/loginsApi'
import type { PasskeyOptionsAnswer } from '@/embedded/api/passkeyApi'
import type { TotpEnableAnswer, TotpSetupAnswer, TotpStatusAnswer } from '@/embedded/api/totpApi'
import { embeddedDevices } from '../db/schema'
import { softPasskey } from '../testing/softPasskey'
import { embeddedRouteTest } from './internal/embeddedRouteTest'
import { loginRemoveRoute } from './loginsRoutes'
import {
  passkeyAddOptionsRoute,
  passkeyAddVerifyRoute,
  passkeyReauthOptionsRoute,
  passkeyReauthVerifyRoute,
  passkeySecondFactorRoute,
} from './passkeyRoutes'
import { reauthStartRoute } from './reauthRoutes'
import { fromBase32, totpCode, totpStep } from './totp'
import {
  totpDisableRoute,
  totpEnableRoute,
  totpSendLimitRoute,
  totpSetupRoute,
  totpStatusRoute,
  totpVerifyRoute,
} from './totpRoutes'
import { walletAuthShareRoute } from './walletRoutes'

const now = new Date('2030-01-01T12:00:00Z')
const t = embeddedRouteTest(now)
const origin = 'http://localhost:3000'
type Refusal = { error: string; parameter?: string; secondFactor?: string }

beforeAll(() => {
  vi.stubEnv('LATCH_FRAME_ORIGIN', 'http://127.0.0.1:3000')
})

const needsPasskey = {
  status: 403,
  body: { error: 'This wallet asks for one of its passkeys', secondFactor: 'passkey' },
}

/** An assertion of `authenticator` for the session of `token`, as reauth/options asks it. */
async function assertion(token: string, authenticator: ReturnType<typeof softPasskey>) {
  const options = await t.call<PasskeyOptionsAnswer>(passkeyReauthOptionsRoute, {}, { token })
  expect(options.status).toBe(200)
  return {
    challengeId: options.body.challengeId,
    credential: authenticator.get(options.body.options, { origin }),
  }
}

/** An email wallet with a passkey added, its second factor off. */
async function withPasskey() {
  const email = t.email('passkey-factor')
  const deviceId = t.deviceId()
  const { session, user } = await t.login(email, deviceId)
  const token = session.accessToken
  const authenticator = softPasskey()
  const options = await t.call<PasskeyOptionsAnswer>(passkeyAddOptionsRoute, {}, { token })
  const added = await t.call<LoginsAnswer>(
    passkeyAddVerifyRoute,
    {
      challengeId: options.body.challengeId,
      credential: authenticator.create(options.body.options, { origin }),
    },
    { token },
  )
  expect(added.status).toBe(200)
  const passkeyId = added.body.logins.find((login) => login.kind === 'passkey')?.id ?? ''
  return { email, userId: user.userId, deviceId, token, authenticator, passkeyId }
}

/** An email wallet with a passkey added, the passkey turned on as its second factor. */
async function turnOn() {
  const wallet = await withPasskey()
  const { token, authenticator, deviceId } = wallet
  const enabled = await t.call<TotpEnableAnswer>(
    passkeySecondFactorRoute,
    { ...(await assertion(token, authenticator)), deviceId },
    { token },
  )
  expect(enabled.status).toBe(200)
  return { ...wallet, ...enabled.body }
}

describe('a passkey as the second factor', () => {
  it('turns on by an assertion, answers ten recovery codes, and refuses a mailed code alone', async () => {
    const { token, authenticator, recoveryCodes } = await turnOn()
    expect(recoveryCodes).toHaveLength(10)
    expect(
      await t.call<TotpStatusAnswer>(totpStatusRoute, { projectId: 'latch-dev' }, { token }),
    ).toMatchObject({
      status: 200,
      body: { enabled: true, kind: 'passkey', recoveryCodesLeft: 10, sendLimitUsd: null },
    })
    expect(await t.call<Refusal>(reauthStartRoute, {}, { token })).toMatchObject({
      status: 409,
      body: { error: 'This wallet asks for one of its passkeys' },
    })
    // The passkey itself still proves the user; an app cannot be set up beside it, nor it again.
    const proved = await t.call<ReauthVerifyAnswer>(
      passkeyReauthVerifyRoute,
      await assertion(token, authenticator),
      {
        token,
      },
    )
    expect(proved.status).toBe(200)
    expect(await t.call<Refusal>(totpSetupRoute, {}, { token })).toMatchObject({ status: 409 })
    expect(
      await t.call<Refusal>(passkeySecondFactorRoute, await assertion(token, authenticator), { token }),
    ).toMatchObject({ status: 409, body: { error: embeddedApiErrors.totpOn } })
    // An app's six digits mean nothing here: a wrong code, counted.
    expect(await t.call<Refusal>(totpVerifyRoute, { code: '123456' }, { token })).toMatchObject({
      status: 400,
      body: { error: 'Invalid code', attemptsLeft: 4 },
    })
  })

  it('refuses a wallet with no passkey, and an assertion of another wallet’s passkey', async () => {
    const { session } = await t.login(t.email('no-passkey'), t.deviceId())
    expect(
      await t.call<Refusal>(passkeyReauthOptionsRoute, {}, { token: session.accessToken }),
    ).toMatchObject({
      status: 400,
      body: { error: embeddedApiErrors.noPasskey },
    })
    const mine = await turnOn()
    const theirs = await withPasskey()
    const forTheirs = await t.call<PasskeyOptionsAnswer>(
      passkeyReauthOptionsRoute,
      {},
      { token: theirs.token },
    )
    // Their challenge, my passkey, their session: refused, and their factor stays off.
    const credential = mine.authenticator.get(forTheirs.body.options, { origin })
    expect(
      await t.call<Refusal>(
        passkeySecondFactorRoute,
        { challengeId: forTheirs.body.challengeId, credential },
        { token: theirs.token },
      ),
    ).toMatchObject({ status: 401, body: { error: embeddedApiErrors.passkeyRefused } })
    expect(
      await t.call<TotpStatusAnswer>(totpStatusRoute, { projectId: 'latch-dev' }, { token: theirs.token }),
    ).toMatchObject({ body: { enabled: false } })
  })

  it('gives a new device its share only after a passkey or a recovery code passed it', async () => {
    const { userId, token, authenticator, recoveryCodes } = await turnOn()
    const noWallet = { status: 404, body: { error: 'This account has no wallet yet' } }
    const [first, second] = [t.deviceId(), t.deviceId()]
    for (const deviceId of [first, second]) {
      await t.services.db.insert(embeddedDevices).values({ userId, deviceId, approvedAt: now })
      expect(await t.call<Refusal>(walletAuthShareRoute, { deviceId }, { token })).toMatchObject(needsPasskey)
    }
    const passed = await t.call(
      passkeyReauthVerifyRoute,
      { ...(await assertion(token, authenticator)), deviceId: first },
      { token },
    )
    expect(passed.status).toBe(200)
    expect(await t.call<Refusal>(walletAuthShareRoute, { deviceId: first }, { token })).toMatchObject(
      noWallet,
    )
    expect(await t.call<Refusal>(walletAuthShareRoute, { deviceId: second }, { token })).toMatchObject(
      needsPasskey,
    )
    expect(
      (await t.call(totpVerifyRoute, { code: recoveryCodes[0], deviceId: second }, { token })).status,
    ).toBe(200)
    expect(await t.call<Refusal>(walletAuthShareRoute, { deviceId: second }, { token })).toMatchObject(
      noWallet,
    )
  })

  it('asks for the passkey of the last five minutes before the logins change, and keeps the last passkey', async () => {
    const { email, token, authenticator, passkeyId } = await turnOn()
    // Turning it on was the passkey: within five minutes the logins may change, but not lose the
    // factor's last passkey.
    expect(
      await t.call<Refusal>(loginRemoveRoute, { kind: 'passkey', id: passkeyId }, { token }),
    ).toMatchObject({
      status: 409,
      body: { error: embeddedApiErrors.lastPasskeyFactor },
    })
    t.at(5 * 60_000 + 1_000)
    expect(await t.call<Refusal>(passkeyAddOptionsRoute, {}, { token })).toMatchObject(needsPasskey)
    expect(await t.call<Refusal>(loginRemoveRoute, { kind: 'email', id: email }, { token })).toMatchObject(
      needsPasskey,
    )
    await t.call(passkeyReauthVerifyRoute, await assertion(token, authenticator), { token })
    expect((await t.call(passkeyAddOptionsRoute, {}, { token })).status).toBe(200)
  })

  it('sets the send limit and turns off with the passkey’s fresh confirmation or a recovery code', async () => {
    const { token, authenticator, recoveryCodes } = await turnOn()
    t.at(5 * 60_000 + 1_000)
    expect(await t.call<Refusal>(totpSendLimitRoute, { sendLimitUsd: 5 }, { token })).toMatchObject(
      needsPasskey,
    )
    expect(await t.call<Refusal>(totpDisableRoute, {}, { token })).toMatchObject(needsPasskey)
    await t.call(passkeyReauthVerifyRoute, await assertion(token, authenticator), { token })
    expect(await t.call<TotpStatusAnswer>(totpSendLimitRoute, { sendLimitUsd: 5 }, { token })).toMatchObject({
      status: 200,
      body: { enabled: true, kind: 'passkey', sendLimitUsd: 5 },
    })
    t.at(11 * 60_000)
    expect(
      await t.call<TotpStatusAnswer>(totpDisableRoute, { code: recoveryCodes[1] }, { token }),
    ).toMatchObject({ status: 200, body: { enabled: false, recoveryCodesLeft: 0, sendLimitUsd: null } })
    // Off: the mailed code proves the user again.
    expect((await t.call(reauthStartRoute, {}, { token })).status).toBe(200)
  })

  it('still asks an authenticator app for its code: a fresh session alone does not do', async () => {
    const { session } = await t.login(t.email('app-no-code'), t.deviceId())
    const token = session.accessToken
    expect(await t.call<Refusal>(totpDisableRoute, {}, { token })).toMatchObject({
      status: 409,
      body: { error: embeddedApiErrors.totpOff },
    })
    const setup = await t.call<TotpSetupAnswer>(totpSetupRoute, {}, { token })
    const secret = fromBase32(setup.body.secret)
    if (!secret) throw new Error('the secret is not base32')
    expect((await t.call(totpEnableRoute, { code: totpCode(secret, totpStep(now)) }, { token })).status).toBe(
      200,
    )
    for (const route of [totpDisableRoute, totpSendLimitRoute])
      expect(await t.call<Refusal>(route, { sendLimitUsd: 1 }, { token })).toMatchObject({
        status: 400,
        body: { error: 'Invalid code', parameter: 'code' },
      })
  })
})
