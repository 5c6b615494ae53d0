import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ConnectAnswer, ReauthVerifyAnswer } from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import type { PasskeyOptionsAnswer } from '@/embedded/api/passkeyApi'
import { embeddedPasskeys } from '../db/schema'
import { softPasskey } from '../testing/softPasskey'
import { embeddedRouteTest } from './internal/embeddedRouteTest'
import { passkeyCeremonyMs } from './internal/lifetimes'
import {
  passkeyLoginOptionsRoute,
  passkeyLoginVerifyRoute,
  passkeyReauthOptionsRoute,
  passkeyReauthVerifyRoute,
  passkeyRegisterOptionsRoute,
  passkeyRegisterVerifyRoute,
} from './passkeyRoutes'

const t = embeddedRouteTest(new Date('2030-01-01T12:00:00Z'))
const origin = 'http://localhost:3000'

beforeAll(() => {
  vi.stubEnv('LATCH_FRAME_ORIGIN', 'http://127.0.0.1:3000')
})

type Refusal = { error: string; parameter?: string }

async function options(route: typeof passkeyRegisterOptionsRoute): Promise<PasskeyOptionsAnswer> {
  const { status, body } = await t.call<PasskeyOptionsAnswer>(route, {})
  expect(status).toBe(200)
  return body
}

/** A new wallet made with a new passkey of `authenticator`. */
async function register(authenticator: ReturnType<typeof softPasskey>) {
  const { challengeId, options: creation } = await options(passkeyRegisterOptionsRoute)
  const credential = authenticator.create(creation, { origin })
  const answer = await t.call<ConnectAnswer>(passkeyRegisterVerifyRoute, {
    challengeId,
    credential,
    deviceId: t.deviceId(),
  })
  expect(answer.status).toBe(200)
  return { ...answer.body, credentialId: credential.id }
}

function login(
  authenticator: ReturnType<typeof softPasskey>,
  answer: PasskeyOptionsAnswer,
  ceremony: Partial<Parameters<ReturnType<typeof softPasskey>['get']>[1]> = {},
  request: { origin?: string } = {},
) {
  const credential = authenticator.get(answer.options, { origin, ...ceremony })
  return t.call<ConnectAnswer & Refusal>(
    passkeyLoginVerifyRoute,
    { challengeId: answer.challengeId, credential, deviceId: t.deviceId() },
    request,
  )
}

describe('POST /api/auth/passkey/register/*', () => {
  it('asks for a discoverable passkey with user verification, for the relying party of the frame', async () => {
    const answer = await options(passkeyRegisterOptionsRoute)
    expect(answer.origin).toBe(origin)
    expect(answer.options).toMatchObject({
      rp: { id: 'localhost', name: 'Latch' },
      user: { name: 'Latch Dev (2030-01-01)' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    })
    expect(answer.options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('makes a wallet with no email for a new passkey, and logs in: CONNECT', async () => {
    const connected = await register(softPasskey())
    expect(connected).toMatchObject({
      action: 'CONNECT',
      session: { accessToken: expect.any(String) },
      user: { email: null, address: null },
      isNewUser: true,
    })
    const [row] = await t.services.db
      .select()
      .from(embeddedPasskeys)
      .where(eq(embeddedPasskeys.credentialId, connected.credentialId))
    expect(row).toMatchObject({ userId: connected.user.userId, counter: 0, backedUp: true, name: 'Passkey' })
    expect(row?.transports).toBe('internal,hybrid')
  })

  it('refuses a passkey made at another origin, for another relying party or without user verification', async () => {
    const authenticator = softPasskey()
    const cases = [
      (o: Record<string, unknown>) => authenticator.create(o, { origin: 'http://localhost:5173' }),
      (o: Record<string, unknown>) => authenticator.create(o, { origin: 'http://127.0.0.1:3000' }),
      (o: Record<string, unknown>) => authenticator.create({ ...o, rp: { id: 'evil.example' } }, { origin }),
      (o: Record<string, unknown>) => authenticator.create(o, { origin, userVerified: false }),
    ]
    for (const make of cases) {
      const { challengeId, options: creation } = await options(passkeyRegisterOptionsRoute)
      const answer = await t.call<Refusal>(passkeyRegisterVerifyRoute, {
        challengeId,
        credential: make(creation),
        deviceId: t.deviceId(),
      })
      expect(answer).toMatchObject({ status: 401, body: { error: embeddedApiErrors.passkeyRefused } })
    }
  })

  it('redeems a challenge once, before it expires, and only for its own ceremony', async () => {
    const authenticator = softPasskey()
    const first = await options(passkeyRegisterOptionsRoute)
    const credential = authenticator.create(first.options, { origin })
    const body = { challengeId: first.challengeId, credential, deviceId: t.deviceId() }
    expect((await t.call(passkeyRegisterVerifyRoute, body)).status).toBe(200)
    expect(await t.call(passkeyRegisterVerifyRoute, body)).toMatchObject({
      status: 410,
      body: { error: embeddedApiErrors.passkeyExpired },
    })

    const late = await options(passkeyRegisterOptionsRoute)
    t.at(passkeyCeremonyMs + 1)
    const lateCredential = authenticator.create(late.options, { origin })
    expect(
      (
        await t.call(passkeyRegisterVerifyRoute, {
          ...body,
          challengeId: late.challengeId,
          credential: lateCredential,
        })
      ).status,
    ).toBe(410)

    t.at(0)
    const loginChallenge = await options(passkeyLoginOptionsRoute)
    const crossed = authenticator.create(
      { ...late.options, challenge: loginChallenge.options.challenge },
      { origin },
    )
    expect(
      (
        await t.call(passkeyRegisterVerifyRoute, {
          ...body,
          challengeId: loginChallenge.challengeId,
          credential: crossed,
        })
      ).status,
    ).toBe(410)
  })

  it('names the field of a malformed credential in a 400', async () => {
    const { challengeId } = await options(passkeyRegisterOptionsRoute)
    const answer = await t.call<Refusal>(passkeyRegisterVerifyRoute, {
      challengeId,
      credential: { id: 'abc', rawId: 'abc', type: 'public-key', clientExtensionResults: {}, response: {} },
      deviceId: t.deviceId(),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.parameter).toMatch(/^credential\.response\./)
  })
})

describe('POST /api/auth/passkey/login/*', () => {
  it('logs in as the passkey’s user, on any host page the project allows', async () => {
    const authenticator = softPasskey()
    const registered = await register(authenticator)
    const answer = await options(passkeyLoginOptionsRoute)
    expect(answer.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' })
    // No list of credentials: the visitor's passkey manager offers theirs.
    expect(answer.options.allowCredentials).toBeUndefined()
    const { status, body } = await login(authenticator, answer)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      action: 'CONNECT',
      user: { userId: registered.user.userId },
      isNewUser: false,
    })

    // Run inside the frame on an allowed host page: the host page is the top origin.
    const framed = await login(authenticator, await options(passkeyLoginOptionsRoute), {
      topOrigin: 'http://localhost:5173',
    })
    expect(framed.body.user.userId).toBe(registered.user.userId)
  })

  it('refuses a replayed assertion, and one signed for another challenge', async () => {
    const authenticator = softPasskey()
    await register(authenticator)
    const answer = await options(passkeyLoginOptionsRoute)
    const credential = authenticator.get(answer.options, { origin })
    const body = { challengeId: answer.challengeId, credential, deviceId: t.deviceId() }
    expect((await t.call(passkeyLoginVerifyRoute, body)).status).toBe(200)
    expect((await t.call<Refusal>(passkeyLoginVerifyRoute, body)).body.error).toBe(
      embeddedApiErrors.passkeyExpired,
    )
    const other = await options(passkeyLoginOptionsRoute)
    expect(await t.call(passkeyLoginVerifyRoute, { ...body, challengeId: other.challengeId })).toMatchObject({
      status: 401,
      body: { error: embeddedApiErrors.passkeyRefused },
    })
  })

  it('refuses another origin, another relying party, another host page and a missing user verification', async () => {
    const authenticator = softPasskey()
    await register(authenticator)
    const refusals = [
      await login(authenticator, await options(passkeyLoginOptionsRoute), {
        origin: 'http://localhost:5173',
      }),
      await login(authenticator, await options(passkeyLoginOptionsRoute), { userVerified: false }),
      await login(authenticator, await options(passkeyLoginOptionsRoute), {
        topOrigin: 'https://evil.example',
      }),
      // The host page the request speaks for must be the one the ceremony ran on.
      await login(
        authenticator,
        await options(passkeyLoginOptionsRoute),
        { topOrigin: 'https://evil.example' },
        { origin: 'http://localhost:5173' },
      ),
    ]
    for (const refusal of refusals)
      expect(refusal).toMatchObject({ status: 401, body: { error: embeddedApiErrors.passkeyRefused } })

    const elsewhere = softPasskey()
    elsewhere.create(
      { ...(await options(passkeyRegisterOptionsRoute)).options, rp: { id: 'evil.example' } },
      { origin },
    )
    const wrongRp = await login(elsewhere, await options(passkeyLoginOptionsRoute))
    expect(wrongRp.status).toBe(401)
  })

  it('keeps the signature counter going up, and refuses a cloned authenticator behind it', async () => {
    const authenticator = softPasskey({ counting: true })
    const { credentialId } = await register(authenticator)
    expect((await login(authenticator, await options(passkeyLoginOptionsRoute))).status).toBe(200)
    expect((await login(authenticator, await options(passkeyLoginOptionsRoute))).status).toBe(200)
    const key = and(eq(embeddedPasskeys.credentialId, credentialId))
    const [row] = await t.services.db.select().from(embeddedPasskeys).where(key)
    expect(row?.counter).toBe(2)

    authenticator.setCounter(credentialId, 1)
    const cloned = await login(authenticator, await options(passkeyLoginOptionsRoute))
    expect(cloned).toMatchObject({ status: 401, body: { error: embeddedApiErrors.passkeyRefused } })
  })

  it('refuses a passkey the project does not know, or no longer knows', async () => {
    const stranger = softPasskey()
    stranger.create((await options(passkeyRegisterOptionsRoute)).options, { origin })
    expect(await login(stranger, await options(passkeyLoginOptionsRoute))).toMatchObject({
      status: 401,
      body: { error: embeddedApiErrors.passkeyUnknown },
    })

    const removed = softPasskey()
    const { credentialId } = await register(removed)
    await t.services.db.delete(embeddedPasskeys).where(eq(embeddedPasskeys.credentialId, credentialId))
    expect((await login(removed, await options(passkeyLoginOptionsRoute))).body.error).toBe(
      embeddedApiErrors.passkeyUnknown,
    )
  })
})

describe('POST /api/auth/passkey/reauth/*', () => {
  /** The reauth options for the session of `token`. */
  const reauthOptions = (token: string) =>
    t.call<PasskeyOptionsAnswer & Refusal>(passkeyReauthOptionsRoute, {}, { token })

  it("proves the session's user anew with one of the wallet's own passkeys, once per challenge", async () => {
    const authenticator = softPasskey()
    const { session, credentialId } = await register(authenticator)
    const token = session.accessToken
    const answer = await reauthOptions(token)
    expect(answer.status).toBe(200)
    expect(answer.body.options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'required',
      allowCredentials: [{ id: credentialId, type: 'public-key' }],
    })
    const credential = authenticator.get(answer.body.options, { origin })
    const body = { challengeId: answer.body.challengeId, credential }
    expect(await t.call<ReauthVerifyAnswer>(passkeyReauthVerifyRoute, body, { token })).toMatchObject({
      status: 200,
      body: { verifiedAt: '2030-01-01T12:00:00.000Z' },
    })
    // Replayed: the challenge is spent.
    expect(await t.call<Refusal>(passkeyReauthVerifyRoute, body, { token })).toMatchObject({
      status: 410,
      body: { error: embeddedApiErrors.passkeyExpired },
    })
  })

  it("refuses another wallet's passkey or challenge, a wallet with no passkey, and no session", async () => {
    const mine = softPasskey()
    const theirs = softPasskey()
    const me = await register(mine)
    const them = await register(theirs)
    // Their passkey answering my challenge (its options allow only mine, but a client may send any).
    const forMe = await reauthOptions(me.session.accessToken)
    const wrongKey = theirs.get(forMe.body.options, { origin })
    expect(
      await t.call<Refusal>(
        passkeyReauthVerifyRoute,
        { challengeId: forMe.body.challengeId, credential: wrongKey },
        { token: me.session.accessToken },
      ),
    ).toMatchObject({ status: 401, body: { error: embeddedApiErrors.passkeyRefused } })
    // My challenge finished by their session, with their own passkey.
    const again = await reauthOptions(me.session.accessToken)
    expect(
      await t.call<Refusal>(
        passkeyReauthVerifyRoute,
        { challengeId: again.body.challengeId, credential: theirs.get(again.body.options, { origin }) },
        { token: them.session.accessToken },
      ),
    ).toMatchObject({ status: 401, body: { error: embeddedApiErrors.passkeyRefused } })

    const emailOnly = await t.login(t.email(), t.deviceId())
    expect(await reauthOptions(emailOnly.session.accessToken)).toMatchObject({
      status: 400,
      body: { error: embeddedApiErrors.noPasskey },
    })
    expect(await t.call<Refusal>(passkeyReauthOptionsRoute, {})).toMatchObject({
      status: 401,
      body: { error: embeddedApiErrors.sessionExpired },
    })
    expect(
      await t.call<Refusal>(
        passkeyReauthVerifyRoute,
        { challengeId: 'x', credential: {} },
        { token: me.session.accessToken },
      ),
    ).toMatchObject({ status: 400, body: { parameter: 'challengeId' } })
  })
})
