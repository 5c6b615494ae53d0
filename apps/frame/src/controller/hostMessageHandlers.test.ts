// The host's headless messages, answered by the real controller against the real frame API: the
// route handlers run in this process over a test database, and the codes come from a real SMTP inbox.
import { messageDefinition } from '@latch/protocol'
import { type Hex, toHex } from 'viem'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { UserAnswer } from '@/embedded/api/authApi'
import { emailUpdateAtom } from '@/embedded/emailUpdateAtom'
import { devnetNetwork } from '@/networks/knownNetworks'
import { deviceApproveLinkFrom, handleDeviceApproveLink } from '@/server/embedded/deviceApproveLink'
import { startTestFarcasterWorld } from '@/server/embedded/internal/localServices'
import { fromBase32, totpCode, totpStep } from '@/server/embedded/totp'
import { userRoute } from '@/server/embedded/userRoute'
import { startTestDevnet } from '@/smartAccount/internal/testDevnet'
import { latchAccountAddress } from '@/smartAccount/latchAccountAddress'
import {
  approvalsAtom,
  connectionAtom,
  embeddedAccountAtom,
  frameStorageAtom,
  hostConfigAtom,
  networksAtom,
  routerAtom,
  secondFactorPromptAtom,
} from '@/state/atoms'
import { embeddedFrameServer } from '@/testing/embeddedFrameServer'

const now = new Date('2030-01-01T12:00:00Z')
const { t, frame: makeFrame } = embeddedFrameServer(now)

/** A frame with a fake host page that has sent `init`; a success must pass its message's success schema. */
async function frame(fetch?: typeof globalThis.fetch) {
  const { store, controller, host } = await makeFrame(fetch ? { fetch } : {})
  const send = async (type: string, payload: unknown = {}) => {
    const reply = await host.send(type, payload)
    if (reply.ok) messageDefinition(type)?.success.parse(reply)
    return reply
  }
  return { store, controller, send, calls: host.calls }
}

/** A headless email login through the messages, the code read from the inbox. */
async function login(send: Awaited<ReturnType<typeof frame>>['send'], email: string) {
  expect(await send('connectEmail', { email })).toMatchObject({ ok: true, payload: { action: 'VERIFY_OTP' } })
  expect(await send('connectOtp', { otp: await t.lastCode(email) })).toMatchObject({ ok: true, payload: {} })
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('host message handlers', () => {
  it('refuses what needs a login or a login under way, saying why, and keeps working', async () => {
    const { send } = await frame()
    // The smart-account networks need no login; the account itself does.
    expect(await send('getSmartAccountEnabledNetworks')).toMatchObject({
      ok: true,
      payload: { smartAccountEnabledNetworks: [31337] },
    })
    for (const [type, payload] of [
      ['initSmartAccount', {}],
      ['setPreferredAccount', { type: 'smartAccount' }],
    ] as const)
      expect(await send(type, payload)).toMatchObject({ ok: false, type, error: { code: 4100 } })
    // Likewise a Farcaster login only after getFarcasterUri began it.
    expect(await send('connectFarcaster')).toMatchObject({
      ok: false,
      error: { code: -32600, message: 'No Farcaster login is waiting: send getFarcasterUri first.' },
    })
    // A social login completes only after getSocialRedirectUri began it (the e2e drives both halves).
    expect(await send('connectSocial', { uri: 'https://example.com/cb?code=1' })).toMatchObject({
      ok: false,
      error: { code: -32600, message: 'No social login is waiting: send getSocialRedirectUri first.' },
    })
    expect(await send('getChainId')).toMatchObject({ ok: true, payload: { chainId: 31337 } })
    expect(await send('isConnected')).toMatchObject({ ok: true, payload: { isConnected: false } })
    expect(await send('getUser', {})).toMatchObject({ ok: false, error: { code: 4100 } })
  })

  it('logs in headless by email and code: connected, with the user, and no view opened', async () => {
    const { send, store } = await frame()
    const email = t.email('headless')
    await login(send, email)
    expect(await send('isConnected')).toMatchObject({ ok: true, payload: { isConnected: true } })
    const address = store.get(embeddedAccountAtom)?.address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await send('getUser', {})).toEqual({
      v: 1,
      id: expect.any(String),
      type: 'getUser',
      ok: true,
      payload: {
        email,
        address,
        chainId: 31337,
        smartAccountDeployed: false,
        accounts: [
          { address, type: 'eoa' },
          { address: latchAccountAddress(address as `0x${string}`), type: 'smartAccount' },
        ],
        preferredAccountType: 'eoa',
      },
    })
    expect(await send('getChainId')).toMatchObject({ ok: true, payload: { chainId: 31337 } })
    expect(await send('rpcRequest', { method: 'eth_accounts' })).toMatchObject({
      ok: true,
      payload: { result: [address] },
    })
    expect(store.get(routerAtom).open).toBe(false)
  })

  it('logs in headless with Farcaster: the URL for the host to show, then the user once Farcaster approved', async () => {
    const world = await startTestFarcasterWorld()
    onTestFinished(() => world.close())
    vi.stubEnv('LATCH_FARCASTER_RELAY_URL', world.relayUrl)
    vi.stubEnv('LATCH_FARCASTER_RPC_URL', world.rpcUrl)
    const { send, store } = await frame()
    const uri = await send('getFarcasterUri')
    expect(uri).toMatchObject({
      ok: true,
      payload: { url: expect.stringContaining(`${world.clientUrl}/~/siwf?channelToken=`) },
    })
    const url = (uri as { payload: { url: string } }).payload.url
    const connecting = send('connectFarcaster')
    // The visitor approves on the phone: the dev Farcaster client's page, as FID 1002.
    const approval = await fetch(`${world.clientUrl}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ link: url, fid: '1002', action: 'approve' }),
    })
    expect(await approval.text()).toContain('as @bob')
    expect(await connecting).toMatchObject({ ok: true, payload: { userName: 'bob' } })
    expect(await send('isConnected')).toMatchObject({ ok: true, payload: { isConnected: true } })
    expect(await send('getUser', {})).toMatchObject({ ok: true, payload: { userName: 'bob' } })
    expect(store.get(routerAtom).open).toBe(false)
  }, 30_000)

  it('switches the account the host sees to the smart account and back, kept for the next login', async () => {
    const { send, store, calls, controller } = await frame()
    // The frame reads whether the account is deployed on a devnet of its own.
    const devnet = await startTestDevnet()
    onTestFinished(() => devnet.stop())
    store.set(networksAtom, [devnetNetwork(31_337, 'Test Devnet', devnet.rpcUrl)])
    const email = t.email('smart')
    await login(send, email)
    const eoa = store.get(embeddedAccountAtom)?.address as `0x${string}`
    const smart = latchAccountAddress(eoa)
    // Its address is known without deploying it: the devnet has no code there yet.
    expect(await send('initSmartAccount')).toMatchObject({
      ok: true,
      payload: { address: smart, isDeployed: false },
    })

    expect(await send('setPreferredAccount', { type: 'smartAccount' })).toMatchObject({
      ok: true,
      payload: { type: 'smartAccount', address: smart },
    })
    expect(calls).toContainEqual({ type: 'emit', payload: { event: 'accountsChanged', data: [smart] } })
    expect(await send('getUser', {})).toMatchObject({
      ok: true,
      payload: { address: smart, preferredAccountType: 'smartAccount' },
    })
    expect(await send('rpcRequest', { method: 'eth_accounts' })).toMatchObject({
      payload: { result: [smart] },
    })
    expect(store.get(connectionAtom).address).toBe(smart)

    // It signs as the smart account, after the user approved it as such; the chain verifies it (ERC-6492).
    const signing = send('rpcRequest', { method: 'personal_sign', params: [toHex('hello'), smart] })
    await expect.poll(() => store.get(approvalsAtom).length).toBe(1)
    expect(store.get(approvalsAtom)[0]?.request).toMatchObject({
      address: smart,
      accountType: 'smartAccount',
    })
    await controller.use('embedded', (flow) => flow.answerApproval(true))
    const signed = await signing
    const signature = (signed as { payload: { result: Hex } }).payload.result
    expect(await devnet.client.verifyMessage({ address: smart, message: 'hello', signature })).toBe(true)
    expect(await devnet.client.verifyMessage({ address: eoa, message: 'hello', signature })).toBe(false)

    // The server keeps the choice: the next login, anywhere, shows the smart account.
    const stored = JSON.parse((await store.get(frameStorageAtom)?.get('embeddedSession')) ?? '{}')
    const user = await t.call<UserAnswer>(
      userRoute,
      { projectId: 'latch-dev' },
      { token: stored.tokens.accessToken },
    )
    expect(user.body.user.preferredAccountType).toBe('smartAccount')

    expect(await send('setPreferredAccount', { type: 'eoa' })).toMatchObject({
      ok: true,
      payload: { type: 'eoa', address: eoa },
    })
    expect(calls).toContainEqual({ type: 'emit', payload: { event: 'accountsChanged', data: [eoa] } })
    expect(await send('getUser', {})).toMatchObject({
      payload: { address: eoa, preferredAccountType: 'eoa' },
    })
  })

  it('shows the smart account to a host whose configuration prefers it, until the user chooses', async () => {
    const { store, host } = await makeFrame()
    await host.init({ defaultAccountTypes: { eip155: 'smartAccount' } })
    const email = t.email('configured')
    expect(await host.send('connectEmail', { email })).toMatchObject({ ok: true })
    expect(await host.send('connectOtp', { otp: await t.lastCode(email) })).toMatchObject({ ok: true })
    const eoa = store.get(embeddedAccountAtom)?.address as `0x${string}`
    expect(store.get(connectionAtom).address).toBe(latchAccountAddress(eoa))
    expect(await host.send('getUser', {})).toMatchObject({
      payload: { preferredAccountType: 'smartAccount' },
    })
  })

  it('refuses a wrong code with the server’s text, then takes the right one', async () => {
    const { send } = await frame()
    const email = t.email('wrong')
    await send('connectEmail', { email })
    const code = await t.lastCode(email)
    expect(await send('connectOtp', { otp: wrong(code) })).toMatchObject({
      ok: false,
      type: 'connectOtp',
      error: { code: -32602, message: 'Invalid code' },
    })
    expect(await send('isConnected')).toMatchObject({ payload: { isConnected: false } })
    expect(await send('connectOtp', { otp: code })).toMatchObject({ ok: true })
    expect(await send('isConnected')).toMatchObject({ payload: { isConnected: true } })
  })

  it('says how long to wait before another code, and refuses a code with no login under way', async () => {
    const { send } = await frame()
    expect(await send('connectOtp', { otp: '123456' })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('send connectEmail first') },
    })
    expect(await send('connectDevice')).toMatchObject({ ok: false, error: { code: -32600 } })
    const email = t.email('cooldown')
    await send('connectEmail', { email })
    t.at(12_100)
    expect(await send('connectEmail', { email })).toMatchObject({
      ok: false,
      error: { code: -32602, message: 'Please try again after 18 seconds' },
    })
  })

  it('signs out: not connected any more, and getUser refused', async () => {
    const { send, store } = await frame()
    await login(send, t.email('signout'))
    expect(await send('signOut')).toMatchObject({ ok: true, payload: {} })
    expect(await send('isConnected')).toMatchObject({ ok: true, payload: { isConnected: false } })
    expect(store.get(embeddedAccountAtom)).toBeUndefined()
    expect(await send('getUser', {})).toMatchObject({ ok: false, error: { code: 4100 } })
    // Signing out again is no error.
    expect(await send('signOut')).toMatchObject({ ok: true })
  })

  it('moves the account to a new email: the current address’s code, then the new one’s', async () => {
    const { send, store } = await frame()
    expect(await send('updateEmail', { email: t.email('nobody') })).toMatchObject({
      ok: false,
      error: { code: 4100 },
    })
    const email = t.email('old')
    const newEmail = t.email('new')
    await login(send, email)
    t.at(31_000)
    expect(await send('updateEmail', { email: newEmail })).toMatchObject({
      ok: true,
      payload: { action: 'VERIFY_PRIMARY_OTP' },
    })
    // Out of order, and a wrong code: refused, the step kept.
    expect(await send('updateEmailSecondaryOtp', { otp: '123456' })).toMatchObject({ ok: false })
    const primary = await t.lastCode(email)
    expect(await send('updateEmailPrimaryOtp', { otp: wrong(primary) })).toMatchObject({
      ok: false,
      error: { message: 'Invalid code' },
    })
    expect(store.get(emailUpdateAtom)).toMatchObject({ step: 'primary', error: 'Invalid code' })
    expect(await send('updateEmailPrimaryOtp', { otp: primary })).toMatchObject({ ok: true, payload: {} })
    expect(store.get(emailUpdateAtom)).toMatchObject({ step: 'secondary', newEmail })
    expect(await send('updateEmailSecondaryOtp', { otp: await t.lastCode(newEmail) })).toMatchObject({
      ok: true,
      payload: { newEmail },
    })
    expect(await send('getUser', {})).toMatchObject({ ok: true, payload: { email: newEmail } })
    expect(store.get(emailUpdateAtom)).toEqual({ step: 'done', newEmail, busy: false })
  })

  it('syncs the dapp’s metadata for its own project only, and reloads', async () => {
    const { send, store } = await frame()
    const metadata = { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] }
    expect(
      await send('syncDappData', { projectId: 'shop', sdkVersion: '1', sdkType: 'latch', metadata }),
    ).toMatchObject({ ok: false, error: { code: 4100 } })
    expect(store.get(hostConfigAtom).metadata).toBeUndefined()
    expect(
      await send('syncDappData', { projectId: 'latch-dev', sdkVersion: '1', sdkType: 'latch', metadata }),
    ).toMatchObject({ ok: true, payload: {} })
    expect(store.get(hostConfigAtom).metadata).toEqual(metadata)
    expect(await send('reload')).toMatchObject({ ok: true, payload: {} })
    expect(await send('isConnected')).toMatchObject({ payload: { isConnected: false } })
  })

  it('waits on connectDevice until the mailed link approves a new device, then logs in as the same user', async () => {
    const first = await frame()
    const email = t.email('device')
    await login(first.send, email)
    const address = first.store.get(embeddedAccountAtom)?.address
    t.at(31_000)
    const second = await frame()
    expect(await second.send('connectEmail', { email })).toMatchObject({
      ok: true,
      payload: { action: 'VERIFY_DEVICE' },
    })
    expect(await second.send('connectOtp', { otp: '123456' })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('send connectDevice') },
    })
    const waiting = second.send('connectDevice')
    const link = deviceApproveLinkFrom((await t.lastMail(email)).text)
    if (!link) throw new Error('no approval link in the device mail')
    expect((await handleDeviceApproveLink(new Request(link), t.services)).status).toBe(200)
    expect(await waiting).toMatchObject({ ok: true, payload: {} })
    expect(await second.send('connectOtp', { otp: await t.lastCode(email) })).toMatchObject({ ok: true })
    expect(await second.send('getUser', {})).toMatchObject({ ok: true, payload: { email, address } })
  })

  it('answers VERIFY_SECOND_FACTOR on a new device of a wallet with an authenticator app, then takes its code', async () => {
    const { second, email, address, code } = await secondFactorWallet('headless-totp')
    expect(await second.send('connectSecondFactor', { code })).toMatchObject({
      ok: false,
      error: { code: -32600, message: expect.stringContaining('No login is waiting for a second factor') },
    })
    expect(await loginOnNewDevice(second.send, email)).toMatchObject({
      ok: true,
      payload: { action: 'VERIFY_SECOND_FACTOR' },
    })
    expect(await second.send('isConnected')).toMatchObject({ payload: { isConnected: false } })
    expect(await second.send('getUser', {})).toMatchObject({ ok: false, error: { code: 4100 } })
    expect(second.store.get(routerAtom).open).toBe(false)
    // A wrong code is told with the server's text, and the login waits for the next.
    expect(await second.send('connectSecondFactor', { code: wrong(code) })).toMatchObject({
      ok: false,
      error: { code: -32602, message: 'Invalid code' },
    })
    expect(await second.send('connectSecondFactor', { code })).toMatchObject({
      ok: true,
      payload: { email, address },
    })
    expect(await second.send('isConnected')).toMatchObject({ payload: { isConnected: true } })
    expect(second.store.get(routerAtom).open).toBe(false)
  })

  it('ends a login waiting for the second factor when the host signs out: no share on the device', async () => {
    const { second, email, code } = await secondFactorWallet('headless-totp-out')
    expect(await loginOnNewDevice(second.send, email)).toMatchObject({
      payload: { action: 'VERIFY_SECOND_FACTOR' },
    })
    // Opening and closing the modal meanwhile does not end the host's login; signing out does.
    second.controller.open()
    second.controller.close()
    expect(second.store.get(secondFactorPromptAtom)).toEqual({ busy: false, kind: 'totp' })
    expect(await second.send('signOut')).toMatchObject({ ok: true })
    expect(second.store.get(secondFactorPromptAtom)).toBeUndefined()
    expect(await second.send('connectSecondFactor', { code })).toMatchObject({
      ok: false,
      error: { code: -32600 },
    })
    expect(await second.send('isConnected')).toMatchObject({ payload: { isConnected: false } })
    expect(second.store.get(embeddedAccountAtom)).toBeUndefined()
  })
})

/**
 * A wallet made by a headless login whose authenticator app is then turned on, and a second frame 31 s
 * later (a new device); `code` is the app's code at that time.
 */
async function secondFactorWallet(name: string) {
  const first = await frame()
  const email = t.email(name)
  await login(first.send, email)
  const address = first.store.get(embeddedAccountAtom)?.address
  const setup = await first.controller.use('embedded', (flow) => flow.setUpTotp())
  const secret = fromBase32(setup.secret)
  if (!secret) throw new Error('the secret is not base32')
  await first.controller.use('embedded', (flow) => flow.enableTotp(totpCode(secret, totpStep(now))))
  t.at(31_000)
  const code = totpCode(secret, totpStep(new Date(now.getTime() + 31_000)))
  return { second: await frame(), email, address, code }
}

/** The headless login on a new device: the mailed link approves it, then the mailed code; its answer. */
async function loginOnNewDevice(send: Awaited<ReturnType<typeof frame>>['send'], email: string) {
  expect(await send('connectEmail', { email })).toMatchObject({ payload: { action: 'VERIFY_DEVICE' } })
  const waiting = send('connectDevice')
  const link = deviceApproveLinkFrom((await t.lastMail(email)).text)
  if (!link) throw new Error('no approval link in the device mail')
  expect((await handleDeviceApproveLink(new Request(link), t.services)).status).toBe(200)
  expect(await waiting).toMatchObject({ ok: true })
  return send('connectOtp', { otp: await t.lastCode(email) })
}
