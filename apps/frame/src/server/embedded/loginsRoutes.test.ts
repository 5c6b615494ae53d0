import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ConnectAnswer } from '@/embedded/api/authApi'
import { embeddedApiErrors } from '@/embedded/api/errors'
import type { LoginsAnswer } from '@/embedded/api/loginsApi'
import type { PasskeyOptionsAnswer } from '@/embedded/api/passkeyApi'
import { embeddedIdentities } from '../db/schema'
import { softPasskey } from '../testing/softPasskey'
import { embeddedRouteTest } from './internal/embeddedRouteTest'
import { loginRemoveRoute, loginsRoute } from './loginsRoutes'
import {
  passkeyAddOptionsRoute,
  passkeyAddVerifyRoute,
  passkeyLoginOptionsRoute,
  passkeyLoginVerifyRoute,
} from './passkeyRoutes'

const t = embeddedRouteTest(new Date('2030-01-01T12:00:00Z'))
const origin = 'http://localhost:3000'

beforeAll(() => {
  vi.stubEnv('LATCH_FRAME_ORIGIN', 'http://127.0.0.1:3000')
})

type Refusal = { error: string; parameter?: string }

const logins = async (token: string) =>
  (await t.call<LoginsAnswer>(loginsRoute, { projectId: 'latch-dev' }, { token })).body.logins

/** Adds a passkey of `authenticator` to the wallet of `token`'s session. */
async function addPasskey(token: string, authenticator: ReturnType<typeof softPasskey>) {
  const options = await t.call<PasskeyOptionsAnswer>(passkeyAddOptionsRoute, {}, { token })
  expect(options.status).toBe(200)
  const credential = authenticator.create(options.body.options, { origin })
  return t.call<LoginsAnswer & Refusal>(
    passkeyAddVerifyRoute,
    { challengeId: options.body.challengeId, credential },
    { token },
  )
}

describe('the logins of a wallet', () => {
  it('lists the email of an email wallet, and refuses to remove its only login', async () => {
    const email = t.email()
    const { session } = await t.login(email, t.deviceId())
    expect(await logins(session.accessToken)).toEqual([
      { kind: 'email', id: email, label: email, createdAt: '2030-01-01T12:00:00.000Z', lastUsedAt: null },
    ])
    const refused = await t.call<Refusal>(
      loginRemoveRoute,
      { kind: 'email', id: email },
      { token: session.accessToken },
    )
    expect(refused).toMatchObject({ status: 409, body: { error: embeddedApiErrors.lastLogin } })
  })

  it('adds a passkey that then logs in to the same wallet, and removes the email after', async () => {
    const email = t.email()
    const { session, user } = await t.login(email, t.deviceId())
    const authenticator = softPasskey()
    const added = await addPasskey(session.accessToken, authenticator)
    expect(added.status).toBe(200)
    expect(added.body.logins.map((login) => [login.kind, login.label])).toEqual([
      ['email', email],
      ['passkey', 'Passkey'],
    ])

    const options = await t.call<PasskeyOptionsAnswer>(passkeyLoginOptionsRoute, {})
    const credential = authenticator.get(options.body.options, { origin })
    const viaPasskey = await t.call<ConnectAnswer>(passkeyLoginVerifyRoute, {
      challengeId: options.body.challengeId,
      credential,
      deviceId: t.deviceId(),
    })
    expect(viaPasskey.body.user.userId).toBe(user.userId)

    const left = await t.call<LoginsAnswer>(
      loginRemoveRoute,
      { kind: 'email', id: email },
      { token: session.accessToken },
    )
    expect(left.body.logins.map((login) => login.kind)).toEqual(['passkey'])
    expect(left.body.logins[0]?.lastUsedAt).toBe('2030-01-01T12:00:00.000Z')
  })

  it('lets only one of two removals at once through when two logins are left', async () => {
    const email = t.email()
    const { session } = await t.login(email, t.deviceId())
    const added = await addPasskey(session.accessToken, softPasskey())
    const passkey = added.body.logins.find((login) => login.kind === 'passkey')
    const token = { token: session.accessToken }
    const answers = await Promise.all([
      t.call(loginRemoveRoute, { kind: 'email', id: email }, token),
      t.call(loginRemoveRoute, { kind: 'passkey', id: passkey?.id ?? '' }, token),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await logins(session.accessToken)).toHaveLength(1)
  })

  it('asks for no passkey the wallet has already, and binds the ceremony to its session’s user', async () => {
    const first = await t.login(t.email(), t.deviceId())
    const authenticator = softPasskey()
    const added = await addPasskey(first.session.accessToken, authenticator)
    const [, passkey] = added.body.logins
    const again = await t.call<PasskeyOptionsAnswer>(
      passkeyAddOptionsRoute,
      {},
      { token: first.session.accessToken },
    )
    expect(again.body.options.excludeCredentials).toEqual([{ id: passkey?.id, type: 'public-key' }])
    // A second passkey of the wallet has a name of its own.
    const another = await addPasskey(first.session.accessToken, softPasskey())
    expect(another.body.logins.map((login) => login.label)).toEqual([
      expect.any(String),
      'Passkey',
      'Passkey 2',
    ])
    const third = await t.call<PasskeyOptionsAnswer>(
      passkeyAddOptionsRoute,
      {},
      { token: first.session.accessToken },
    )

    // Another wallet's session cannot finish the first one's ceremony.
    const second = await t.login(t.email(), t.deviceId())
    const credential = authenticator.create(third.body.options, { origin })
    const crossed = await t.call<Refusal>(
      passkeyAddVerifyRoute,
      { challengeId: third.body.challengeId, credential },
      { token: second.session.accessToken },
    )
    expect(crossed).toMatchObject({ status: 401, body: { error: embeddedApiErrors.passkeyRefused } })
    expect((await t.call<Refusal>(passkeyAddOptionsRoute, {})).body.error).toBe(
      embeddedApiErrors.sessionExpired,
    )
    expect((await t.call<Refusal>(loginsRoute, { projectId: 'latch-dev' })).status).toBe(401)
  })

  it('lists and removes a social login by provider and subject; an unknown one is 404 naming id', async () => {
    const email = t.email()
    const { session, user } = await t.login(email, t.deviceId())
    await t.services.db.insert(embeddedIdentities).values({
      projectId: 'latch-dev',
      provider: 'github',
      subject: 'octocat-1',
      userId: user.userId,
      createdAt: new Date('2030-01-01T12:00:00Z'),
    })
    expect((await logins(session.accessToken)).at(-1)).toEqual({
      kind: 'social',
      id: 'github:octocat-1',
      provider: 'github',
      label: 'GitHub',
      createdAt: '2030-01-01T12:00:00.000Z',
      lastUsedAt: null,
    })
    const unknown = await t.call<Refusal>(
      loginRemoveRoute,
      { kind: 'social', id: 'github:someone-else' },
      { token: session.accessToken },
    )
    expect(unknown).toMatchObject({
      status: 404,
      body: { error: embeddedApiErrors.loginNotFound, parameter: 'id' },
    })
    const removed = await t.call<LoginsAnswer>(
      loginRemoveRoute,
      { kind: 'social', id: 'github:octocat-1' },
      { token: session.accessToken },
    )
    expect(removed.body.logins.map((login) => login.kind)).toEqual(['email'])
    const malformed = await t.call<Refusal>(
      loginRemoveRoute,
      { kind: 'phone', id: '' },
      { token: session.accessToken },
    )
    expect(malformed).toMatchObject({ status: 400, body: { parameter: 'kind' } })
  })
})
