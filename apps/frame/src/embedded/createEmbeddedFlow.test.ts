// The embedded wallet's flows as the views drive them, against the real frame API in this process
// (a test database and a real SMTP inbox): login, approvals and their endings, export.
import { hexToBytes, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '@/api/createApiClient'
import type { EmbeddedConnector } from '@/connectors/createEmbeddedConnector'
import { createLazyConnector } from '@/connectors/createLazyConnector'
import {
  createEmbeddedFlow,
  type EmbeddedFlow,
  embeddedLoadAlert,
  sessionExpiredAlert,
} from '@/embedded/createEmbeddedFlow'
import { deriveSolanaKey } from '@/embedded/custody/deriveSolanaKey'
import { SessionExpiredError } from '@/embedded/SessionExpiredError'
import es from '@/i18n/compiled/es'
import { localeAtom } from '@/i18n/localeAtom'
import { fromBase32, totpCode, totpStep } from '@/server/embedded/totp'
import {
  alertAtom,
  approvalsAtom,
  connectionAtom,
  emailLoginAtom,
  embeddedAccountAtom,
  exportKeyAtom,
  routerAtom,
  secondFactorPromptAtom,
  sendLimitAtom,
} from '@/state/atoms'
import type { ConnectionPort } from '@/state/FeaturePorts'
import { embeddedFrameServer } from '@/testing/embeddedFrameServer'
import { testContext } from '@/testing/testContext'

const now = new Date('2030-01-01T12:00:00Z')
const { t, frame: makeFrame } = embeddedFrameServer(now)

async function frame() {
  const made = await makeFrame()
  const flow = <T>(run: (flow: EmbeddedFlow) => T) => made.controller.use('embedded', run)
  return { ...made, flow }
}

/** Logs in through the views' path: Connect's email field, then EmailVerifyOtp's code. */
async function login(email: string) {
  const made = await frame()
  made.controller.open()
  await made.flow((flow) => flow.submitEmail(email))
  expect(made.store.get(routerAtom).view).toBe('EmailVerifyOtp')
  await made.flow(async (flow) => flow.submitOtp(await t.lastCode(email)))
  return made
}

describe('createEmbeddedFlow', () => {
  it('logs in by email through the code view, makes the wallet, closes, and opens again on Account', async () => {
    const { store, controller } = await login('view-login@latch.test')
    expect(store.get(routerAtom)).toMatchObject({ open: false, view: 'Account' })
    controller.open()
    expect(store.get(routerAtom)).toMatchObject({ open: true, view: 'Account' })
    expect(store.get(connectionAtom)).toMatchObject({
      status: 'connected',
      connector: { type: 'AUTH', name: 'Email' },
    })
    expect(store.get(embeddedAccountAtom)).toMatchObject({ email: 'view-login@latch.test' })
    expect(store.get(emailLoginAtom).step).toBe('email')
  })

  it('says how long to wait when a code is asked for again within 30 s, and keeps the address', async () => {
    const { store, flow } = await frame()
    await flow((embedded) => embedded.submitEmail('cooldown@latch.test'))
    t.at(12_400)
    await expect(flow((embedded) => embedded.submitEmail('cooldown@latch.test'))).rejects.toThrow(
      'Please try again after 18 seconds',
    )
    expect(store.get(emailLoginAtom)).toMatchObject({
      email: 'cooldown@latch.test',
      error: 'Please try again after 18 seconds',
    })
    // Connect shows it in the visitor's language; the host's error keeps the server's words.
    store.set(localeAtom, { locale: 'es', catalogue: es })
    await expect(flow((embedded) => embedded.submitEmail('cooldown@latch.test'))).rejects.toThrow(
      'Please try again after 18 seconds',
    )
    expect(store.get(emailLoginAtom).error).toBe('Vuelve a intentarlo dentro de 18 segundos')
  })

  it('counts wrong codes down, and the fifth ends the login on Connect', async () => {
    const { store, flow, controller } = await frame()
    controller.open()
    await flow((embedded) => embedded.submitEmail('wrong-codes@latch.test'))
    const right = await t.lastCode('wrong-codes@latch.test')
    const wrong = right === '000000' ? '111111' : '000000'
    for (const left of [4, 3, 2, 1]) {
      await expect(flow((embedded) => embedded.submitOtp(wrong))).rejects.toThrow('Invalid code')
      expect(store.get(emailLoginAtom)).toMatchObject({ step: 'otp', attemptsLeft: left })
    }
    await expect(flow((embedded) => embedded.submitOtp(wrong))).rejects.toThrow()
    expect(store.get(emailLoginAtom)).toMatchObject({
      step: 'email',
      error: 'Too many attempts. Request a new code.',
    })
    expect(store.get(routerAtom).view).toBe('Connect')
    expect(store.get(connectionAtom).status).not.toBe('connected')
  })

  it('shows an unsafe request in ApproveTransaction, and signs it once approved', async () => {
    const { store, host, flow, controller } = await login('approve@latch.test')
    controller.open()
    const address = store.get(connectionAtom).address
    if (!address) throw new Error('not connected')
    const reply = host.send('request', { method: 'personal_sign', params: [toHex('hello'), address] })
    await expect.poll(() => store.get(approvalsAtom).length).toBe(1)
    expect(store.get(routerAtom).view).toBe('ApproveTransaction')
    expect(store.get(approvalsAtom)[0]).toMatchObject({
      origin: 'http://localhost:5173',
      request: { method: 'personal_sign', chainId: 31337, address },
    })
    await flow((embedded) => embedded.answerApproval(true))
    const answer = (await reply) as { ok: true; payload: { result: `0x${string}` } }
    expect(await verifyMessage({ address, message: 'hello', signature: answer.payload.result })).toBe(true)
    expect(store.get(routerAtom).view).toBe('Account')
  })

  it('answers 4001 when the user rejects, or closes the modal, and goes back where it was', async () => {
    const { store, host, flow, controller } = await login('reject@latch.test')
    controller.open()
    const address = store.get(connectionAtom).address
    const rejected = host.send('request', { method: 'personal_sign', params: [toHex('no'), address] })
    await expect.poll(() => store.get(approvalsAtom).length).toBe(1)
    await flow((embedded) => embedded.answerApproval(false))
    expect(await rejected).toMatchObject({ ok: false, error: { code: 4001 } })
    expect(store.get(routerAtom).view).toBe('Account')

    const closed = host.send('request', { method: 'personal_sign', params: [toHex('no'), address] })
    await expect.poll(() => store.get(approvalsAtom).length).toBe(1)
    controller.close()
    expect(await closed).toMatchObject({ ok: false, error: { code: 4001 } })
    expect(store.get(approvalsAtom)).toEqual([])
    expect(store.get(routerAtom).transactionStack).toEqual([])
  })

  it('exports the key only after a fresh code, and forgets it when the view is left', async () => {
    const { store, flow, controller } = await login('export@latch.test')
    const address = store.get(connectionAtom).address
    await flow((embedded) => embedded.openExport())
    expect(store.get(routerAtom).view).toBe('ExportKey')
    t.at(31_000)
    await flow((embedded) => embedded.startExport())
    const state = store.get(exportKeyAtom)
    expect(state.step).toBe('code')
    await flow((embedded) => embedded.confirmExport('000000'))
    expect(store.get(exportKeyAtom)).toMatchObject({ step: 'code', error: 'Invalid code' })
    await flow(async (embedded) => embedded.confirmExport(await t.lastCode('export@latch.test')))
    const shown = store.get(exportKeyAtom)
    if (shown.step !== 'shown') throw new Error(`export is at ${shown.step}`)
    expect(privateKeyToAccount(shown.keys.ethereum).address).toBe(address)
    expect(shown.keys.solana.address).toBe(deriveSolanaKey(hexToBytes(shown.keys.ethereum)).address)
    controller.goBack()
    expect(store.get(exportKeyAtom).step).toBe('start')
  })

  it("with the authenticator app on, exports the key only after the app's code, never a mailed one", async () => {
    const { store, flow } = await login('export-totp@latch.test')
    const address = store.get(connectionAtom).address
    const setup = await flow((embedded) => embedded.setUpTotp())
    const secret = fromBase32(setup.secret)
    if (!secret) throw new Error('the secret is not base32')
    const code = (ms: number) => totpCode(secret, totpStep(new Date(now.getTime() + ms)))
    expect(await flow((embedded) => embedded.enableTotp(code(0)))).toHaveLength(10)
    await flow((embedded) => embedded.openExport())
    await expect.poll(() => store.get(exportKeyAtom)).toMatchObject({ step: 'start', totp: true })
    await flow((embedded) => embedded.startExport())
    expect(store.get(exportKeyAtom)).toMatchObject({
      step: 'start',
      totp: true,
      error: 'This wallet asks for the code of its authenticator app',
    })
    await flow((embedded) => embedded.confirmExportWithAuthenticator('000000'))
    expect(store.get(exportKeyAtom)).toMatchObject({ step: 'start', totp: true, error: 'Invalid code' })
    t.at(30_000)
    await flow((embedded) => embedded.confirmExportWithAuthenticator(code(30_000)))
    const shown = store.get(exportKeyAtom)
    if (shown.step !== 'shown') throw new Error(`export is at ${shown.step}`)
    expect(privateKeyToAccount(shown.keys.ethereum).address).toBe(address)
  })
})

describe('createEmbeddedFlow with a second factor', () => {
  it('reads the send limit for each approval, and approves over it only after a code of the app', async () => {
    const { store, host, flow, controller } = await login('send-limit@latch.test')
    controller.open()
    const address = store.get(connectionAtom).address
    const sign = (text: string) =>
      host.send('request', { method: 'personal_sign', params: [toHex(text), address] })
    // No factor: no limit.
    const first = sign('one')
    await expect.poll(() => store.get(sendLimitAtom)).toEqual({ step: 'known', limitUsd: null })
    await flow((embedded) => embedded.answerApproval(true))
    expect(await first).toMatchObject({ ok: true })

    const setup = await flow((embedded) => embedded.setUpTotp())
    const secret = fromBase32(setup.secret)
    if (!secret) throw new Error('the secret is not base32')
    const code = (ms: number) => totpCode(secret, totpStep(new Date(now.getTime() + ms)))
    await flow((embedded) => embedded.enableTotp(code(0)))
    t.at(30_000)
    expect(await flow((embedded) => embedded.setSendLimit(250, code(30_000)))).toMatchObject({
      sendLimitUsd: 250,
    })

    const second = sign('two')
    await expect.poll(() => store.get(sendLimitAtom)).toEqual({ step: 'known', limitUsd: 250, kind: 'totp' })
    // A wrong code leaves the request waiting; the app's next code approves it.
    await expect(flow((embedded) => embedded.approveWithSecondFactor('000000'))).rejects.toThrow(
      'Invalid code',
    )
    expect(store.get(approvalsAtom)).toHaveLength(1)
    t.at(60_000)
    await flow((embedded) => embedded.approveWithSecondFactor(code(60_000)))
    const answer = (await second) as { ok: true; payload: { result: `0x${string}` } }
    expect(
      await verifyMessage({ address: address ?? '0x', message: 'two', signature: answer.payload.result }),
    ).toBe(true)
    expect(store.get(approvalsAtom)).toEqual([])
  })

  it('asks a new device for the authenticator app’s code before the wallet opens there', async () => {
    const email = 'new-device-totp@latch.test'
    const first = await login(email)
    const address = first.store.get(connectionAtom).address
    const setup = await first.flow((embedded) => embedded.setUpTotp())
    const secret = fromBase32(setup.secret)
    if (!secret) throw new Error('the secret is not base32')
    const code = (ms: number) => totpCode(secret, totpStep(new Date(now.getTime() + ms)))
    await first.flow((embedded) => embedded.enableTotp(code(0)))

    // Another device: the mailed codes approve it and log in; the wallet waits for the app's code.
    const second = await frame()
    second.controller.open()
    t.at(31_000)
    await second.flow((embedded) => embedded.submitEmail(email))
    expect(second.store.get(routerAtom).view).toBe('EmailVerifyDevice')
    await second.flow(async (embedded) => embedded.submitDeviceCode(await t.lastCode(email)))
    expect(second.store.get(routerAtom).view).toBe('EmailVerifyOtp')
    const loggedIn = second.flow(async (embedded) => embedded.submitOtp(await t.lastCode(email)))
    await expect.poll(() => second.store.get(routerAtom).view).toBe('SecondFactor')
    expect(second.store.get(secondFactorPromptAtom)).toEqual({ busy: false, kind: 'totp' })
    expect(second.store.get(connectionAtom).status).not.toBe('connected')
    await second.flow((embedded) => embedded.submitSecondFactor('000000'))
    await expect
      .poll(() => second.store.get(secondFactorPromptAtom))
      .toEqual({ busy: false, kind: 'totp', error: 'Invalid code' })
    await second.flow((embedded) => embedded.submitSecondFactor(code(31_000)))
    await loggedIn
    expect(second.store.get(connectionAtom)).toMatchObject({ status: 'connected', address })
    expect(second.store.get(routerAtom).view).not.toBe('SecondFactor')
    expect(second.store.get(secondFactorPromptAtom)).toBeUndefined()
  })

  it('ends the login when the visitor leaves the code view, and the device gets no share', async () => {
    const email = 'leave-totp@latch.test'
    const first = await login(email)
    const setup = await first.flow((embedded) => embedded.setUpTotp())
    const secret = fromBase32(setup.secret)
    if (!secret) throw new Error('the secret is not base32')
    await first.flow((embedded) => embedded.enableTotp(totpCode(secret, totpStep(now))))
    const second = await frame()
    second.controller.open()
    t.at(31_000)
    await second.flow((embedded) => embedded.submitEmail(email))
    await second.flow(async (embedded) => embedded.submitDeviceCode(await t.lastCode(email)))
    const loggedIn = second.flow(async (embedded) => embedded.submitOtp(await t.lastCode(email)))
    await expect.poll(() => second.store.get(routerAtom).view).toBe('SecondFactor')
    second.controller.close()
    await loggedIn.catch(() => undefined)
    expect(second.store.get(connectionAtom).status).not.toBe('connected')
    expect(second.store.get(secondFactorPromptAtom)).toBeUndefined()
  })
})

describe('createEmbeddedFlow alerts', () => {
  it('says Invalid App Configuration when the embedded wallet does not load in time', async () => {
    vi.useFakeTimers()
    try {
      const { context, store } = testContext()
      const never = createLazyConnector<EmbeddedConnector, never>(
        'embedded',
        () => new Promise(() => undefined),
      )
      const flow = createEmbeddedFlow(context, { connection: {} as ConnectionPort, embedded: never })
      const submitted = flow.submitEmail('slow@latch.test')
      const refused = expect(submitted).rejects.toThrow('Invalid App Configuration')
      await vi.advanceTimersByTimeAsync(10_000)
      await refused
      expect(store.get(alertAtom)).toEqual(embeddedLoadAlert)
    } finally {
      vi.useRealTimers()
    }
  })

  it('says Session Expired when a stored session is refused, and nothing for an unreachable server', () => {
    const { context, store } = testContext()
    const idle = createLazyConnector<EmbeddedConnector, never>('embedded', () => new Promise(() => undefined))
    const flow = createEmbeddedFlow(context, { connection: {} as ConnectionPort, embedded: idle })
    flow.reconnectFailed(new ApiRequestError(502, 'Could not reach the server'))
    expect(store.get(alertAtom)).toBeNull()
    flow.reconnectFailed(new SessionExpiredError())
    expect(store.get(alertAtom)).toEqual(sessionExpiredAlert)
  })
})
