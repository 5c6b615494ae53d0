import { eq } from 'drizzle-orm'
import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { ConnectAnswer, EmailStartAnswer, VerifyOtpAnswer } from '@/embedded/api/authApi'
import {
  type AuthShareAnswer,
  type RecoveryAnswer,
  type UnwrapAnswer,
  WalletCreateRequest,
  walletProofMessage,
} from '@/embedded/api/walletApi'
import {
  fromBase64Url,
  importShareKey,
  openShare,
  SealedShare,
  toBase64Url,
} from '@/embedded/crypto/sealedShare'
import { embeddedWallets } from '../db/schema'
import { deviceVerifyRoute } from './deviceVerifyRoute'
import { emailStartRoute } from './emailStartRoute'
import { emailVerifyRoute } from './emailVerifyRoute'
import { embeddedRouteTest } from './internal/embeddedRouteTest'
import {
  walletAuthShareRoute,
  walletCreateRoute,
  walletRecoveryRoute,
  walletUnwrapRoute,
} from './walletRoutes'

const now = new Date('2030-01-01T12:00:00Z')
const t = embeddedRouteTest(now)

/** A key made as the frame makes it, split 2-of-3. */
async function makeKey() {
  const privateKey = generatePrivateKey()
  const secret = hexToBytes(privateKey)
  const [deviceShare, authShare, recoveryShare] = (await split(secret, 3, 2)).map(toBase64Url) as [
    string,
    string,
    string,
  ]
  return {
    privateKey,
    secret,
    account: privateKeyToAccount(privateKey),
    deviceShare,
    authShare,
    recoveryShare,
  }
}

/** An account logged in on `deviceId`, with a wallet made there. */
async function withWallet() {
  const email = t.email('wallet')
  const deviceId = t.deviceId()
  const login = await t.login(email, deviceId)
  const key = await makeKey()
  const created = await t.call(
    walletCreateRoute,
    {
      address: key.account.address,
      authShare: key.authShare,
      recoveryShare: key.recoveryShare,
      deviceId,
      proof: await key.account.signMessage({ message: walletProofMessage(login.user.userId) }),
    },
    { token: login.session.accessToken },
  )
  expect(created).toMatchObject({ status: 200, body: { address: key.account.address } })
  return { email, deviceId, login, key, token: login.session.accessToken }
}

/** The same account logged in on a second device (approved by the mailed device code). */
async function secondDevice(email: string) {
  t.at(31_000)
  const deviceId = t.deviceId()
  const start = await t.call<EmailStartAnswer>(emailStartRoute, { email, deviceId })
  expect(start.body.action).toBe('VERIFY_DEVICE')
  const otp = await t.call<VerifyOtpAnswer>(deviceVerifyRoute, {
    challengeId: start.body.challengeId,
    code: await t.lastCode(email),
  })
  const login = await t.call<ConnectAnswer>(emailVerifyRoute, {
    challengeId: otp.body.challengeId,
    code: await t.lastCode(email),
  })
  return { deviceId, token: login.body.session.accessToken, login: login.body }
}

/** Every share encoding a text might carry one in. */
function encodings(share: string): string[] {
  const bytes = fromBase64Url(share)
  return [share, bytesToHex(bytes).slice(2), Buffer.from(bytes).toString('base64')]
}
const carries = (text: string, share: string) => encodings(share).some((encoding) => text.includes(encoding))

describe('the embedded wallet custody routes', () => {
  it('create, auth-share, then recovery and unwrap on a second device rebuild the same key', async () => {
    const { email, deviceId, key, token } = await withWallet()
    const auth = await t.call<AuthShareAnswer>(walletAuthShareRoute, { deviceId }, { token })
    expect(auth).toMatchObject({
      status: 200,
      body: { address: key.account.address, authShare: key.authShare },
    })
    expect(await combine([fromBase64Url(key.deviceShare), fromBase64Url(auth.body.authShare)])).toEqual(
      key.secret,
    )

    const second = await secondDevice(email)
    expect(second.login.user.address).toBe(key.account.address)
    const recovery = await t.call<RecoveryAnswer>(
      walletRecoveryRoute,
      { deviceId: second.deviceId },
      { token: second.token },
    )
    expect(recovery.status).toBe(200)
    expect(recovery.body).toEqual({
      address: key.account.address,
      authShare: key.authShare,
      sealedRecoveryShare: { iv: expect.any(String), ciphertext: expect.any(String) },
      grant: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    })
    const unwrap = await t.call<UnwrapAnswer>(
      walletUnwrapRoute,
      { grant: recovery.body.grant },
      { token: second.token },
    )
    expect(unwrap.status).toBe(200)
    const dataKey = await importShareKey(fromBase64Url(unwrap.body.recoveryKey))
    const recoveryShare = await openShare(dataKey, SealedShare.parse(recovery.body.sealedRecoveryShare))
    expect(toBase64Url(recoveryShare)).toBe(key.recoveryShare)
    const rebuilt = await combine([fromBase64Url(recovery.body.authShare), recoveryShare])
    expect(privateKeyToAccount(bytesToHex(rebuilt)).address).toBe(key.account.address)

    // No single answer carries two usable shares, nor the key in any encoding.
    for (const answer of [auth.body, recovery.body, unwrap.body]) {
      const text = JSON.stringify(answer)
      const usable = [key.deviceShare, key.authShare, key.recoveryShare].filter((share) =>
        carries(text, share),
      )
      expect(usable.length).toBeLessThanOrEqual(1)
      expect(text).not.toContain(key.privateKey.slice(2))
      expect(text).not.toContain(toBase64Url(key.secret))
    }
  })

  it('grants are single-use, 60 s, and of the session that asked', async () => {
    const { email, key } = await withWallet()
    const second = await secondDevice(email)
    const ask = async () =>
      (
        await t.call<RecoveryAnswer>(
          walletRecoveryRoute,
          { deviceId: second.deviceId },
          { token: second.token },
        )
      ).body.grant
    const refused = {
      status: 403,
      body: { error: 'The grant is invalid, used or expired', parameter: 'grant' },
    }

    const once = await ask()
    expect((await t.call(walletUnwrapRoute, { grant: once }, { token: second.token })).status).toBe(200)
    expect(await t.call(walletUnwrapRoute, { grant: once }, { token: second.token })).toMatchObject(refused)

    const late = await ask()
    t.at(31_000 + 60_000)
    expect(await t.call(walletUnwrapRoute, { grant: late }, { token: second.token })).toMatchObject(refused)

    t.at(31_000)
    const stolen = await ask()
    const other = await withWallet()
    expect(await t.call(walletUnwrapRoute, { grant: stolen }, { token: other.token })).toMatchObject(refused)
    expect(key.account.address).not.toBe(other.key.account.address)
  })

  it('keeps nothing usable in the database: a stolen row opens nothing without the KEK', async () => {
    const { login, key } = await withWallet()
    const [row] = await t.services.db
      .select()
      .from(embeddedWallets)
      .where(eq(embeddedWallets.userId, login.user.userId))
    if (!row) throw new Error('no wallet row')
    const text = JSON.stringify(row)
    for (const share of [key.deviceShare, key.authShare, key.recoveryShare])
      expect(carries(text, share)).toBe(false)
    expect(text).not.toContain(key.privateKey.slice(2))

    // A thief with the row but another key (no KEK) opens neither the data key nor the auth share.
    const guess = await importShareKey(crypto.getRandomValues(new Uint8Array(32)))
    await expect(openShare(guess, SealedShare.parse(JSON.parse(row.sealedDataKey)))).rejects.toThrow()
    await expect(openShare(guess, SealedShare.parse(JSON.parse(row.sealedAuthShare)))).rejects.toThrow()
    await expect(openShare(guess, SealedShare.parse(JSON.parse(row.sealedRecoveryShare)))).rejects.toThrow()

    // The operator, who holds the KEK, can: the trust model says so.
    const kek = await importShareKey(new Uint8Array(Buffer.from(process.env.LATCH_KEK ?? '', 'base64')))
    const dataKey = await openShare(kek, SealedShare.parse(JSON.parse(row.sealedDataKey)))
    const recovery = await openShare(
      await importShareKey(dataKey),
      SealedShare.parse(JSON.parse(row.sealedRecoveryShare)),
    )
    expect(toBase64Url(recovery)).toBe(key.recoveryShare)
  })

  it('has no field for the device share, and keeps none that is sent anyway', async () => {
    expect(Object.keys(WalletCreateRequest.shape).sort()).toEqual(
      ['address', 'authShare', 'deviceId', 'projectId', 'proof', 'recoveryShare'].sort(),
    )
    const deviceId = t.deviceId()
    const login = await t.login(t.email('extra'), deviceId)
    const key = await makeKey()
    const created = await t.call(
      walletCreateRoute,
      {
        address: key.account.address,
        authShare: key.authShare,
        recoveryShare: key.recoveryShare,
        deviceShare: key.deviceShare,
        deviceId,
        proof: await key.account.signMessage({ message: walletProofMessage(login.user.userId) }),
      },
      { token: login.session.accessToken },
    )
    expect(created.status).toBe(200)
    const dump = JSON.stringify(
      (
        await t.services.database.db.execute(
          'select row_to_json(t)::text as row from (select * from embedded_wallets) t',
        )
      ).rows,
    )
    expect(carries(dump, key.deviceShare)).toBe(false)
  })

  it('refuses a second wallet, an address of another user, a bad proof, and a device not approved', async () => {
    const { deviceId, login, key, token } = await withWallet()
    const fresh = await makeKey()
    const body = async (signer = fresh, userId = login.user.userId) => ({
      address: fresh.account.address,
      authShare: fresh.authShare,
      recoveryShare: fresh.recoveryShare,
      deviceId,
      proof: await signer.account.signMessage({ message: walletProofMessage(userId) }),
    })
    expect(await t.call(walletCreateRoute, await body(), { token })).toMatchObject({
      status: 409,
      body: { error: 'This account already has a wallet' },
    })

    const otherDevice = t.deviceId()
    const other = await t.login(t.email('other'), otherDevice)
    const otherToken = other.session.accessToken
    const stealing = {
      address: key.account.address,
      authShare: fresh.authShare,
      recoveryShare: fresh.recoveryShare,
      deviceId: otherDevice,
      proof: await key.account.signMessage({ message: walletProofMessage(other.user.userId) }),
    }
    expect(await t.call(walletCreateRoute, stealing, { token: otherToken })).toMatchObject({
      status: 409,
      body: { error: 'This address belongs to another account' },
    })
    const proofs = [
      await body(await makeKey(), other.user.userId),
      await body(fresh, login.user.userId),
      { ...(await body(fresh, other.user.userId)), proof: `0x${'00'.repeat(65)}` },
    ]
    for (const proof of proofs)
      expect(
        await t.call(walletCreateRoute, { ...proof, deviceId: otherDevice }, { token: otherToken }),
      ).toMatchObject({
        status: 400,
        body: { error: 'The proof is not signed by the address', parameter: 'proof' },
      })
    expect(
      await t.call(
        walletCreateRoute,
        { ...(await body(fresh, other.user.userId)), deviceId: t.deviceId() },
        { token: otherToken },
      ),
    ).toMatchObject({
      status: 403,
      body: { error: 'This device is not approved for this account', parameter: 'deviceId' },
    })
    expect(
      await t.call(walletAuthShareRoute, { deviceId: otherDevice }, { token: otherToken }),
    ).toMatchObject({
      status: 404,
      body: { error: 'This account has no wallet yet' },
    })
  })

  it('releases shares only to a session, on an approved device', async () => {
    const { deviceId, token } = await withWallet()
    for (const route of [walletAuthShareRoute, walletRecoveryRoute]) {
      expect(await t.call(route, { deviceId })).toMatchObject({
        status: 401,
        body: { error: 'Session expired' },
      })
      expect(await t.call(route, { deviceId: t.deviceId() }, { token })).toMatchObject({ status: 403 })
    }
    t.at(15 * 60_000)
    expect((await t.call(walletAuthShareRoute, { deviceId }, { token })).status).toBe(401)
  })

  it('refuses malformed input with 400 naming the field', async () => {
    const { deviceId, key, token } = await withWallet()
    const good = {
      address: key.account.address,
      authShare: key.authShare,
      recoveryShare: key.recoveryShare,
      deviceId,
      proof: `0x${'11'.repeat(65)}`,
    }
    for (const [patch, parameter] of [
      [{ address: '0x1234' }, 'address'],
      [{ authShare: 'not base64url!' }, 'authShare'],
      [{ authShare: 'A' }, 'authShare'],
      [{ recoveryShare: 'x'.repeat(701) }, 'recoveryShare'],
      [{ recoveryShare: undefined }, 'recoveryShare'],
      [{ proof: '0x00' }, 'proof'],
      [{ deviceId: '\u0000'.repeat(20) }, 'deviceId'],
    ] as const) {
      expect(await t.call(walletCreateRoute, { ...good, ...patch }, { token })).toMatchObject({
        status: 400,
        body: { parameter },
      })
    }
    expect(await t.call(walletUnwrapRoute, { grant: 'nope' }, { token })).toMatchObject({
      status: 400,
      body: { parameter: 'grant' },
    })
    expect(await t.call(walletAuthShareRoute, {}, { token })).toMatchObject({
      status: 400,
      body: { parameter: 'deviceId' },
    })
  })
})
