// Registering a name as RegisterAccountName drives it, against the real name service in this process
// (a test database): an external wallet played by a dev key, and the embedded wallet through the
// real controller, approving in ApproveTransaction.
import { devAccounts } from '@latch/localnet/devAccounts'
import { errorCodes, ProviderRpcError } from '@latch/protocol'
import { eq } from 'drizzle-orm'
import { type Hex, hexToString } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '@/api/createApiClient'
import de from '@/i18n/compiled/de'
import { localeAtom } from '@/i18n/localeAtom'
import { createNameFlow } from '@/names/createNameFlow'
import { initialRegisterNameState } from '@/names/RegisterNameState'
import { names } from '@/server/db/schema'
import {
  approvalsAtom,
  connectionAtom,
  profileAtom,
  registerNameAtom,
  routerAtom,
  toastAtom,
} from '@/state/atoms'
import { initialConnectionState } from '@/state/connectionReducer'
import { initialRouterState } from '@/state/routerReducer'
import { embeddedFrameServer } from '@/testing/embeddedFrameServer'
import { nameRoutesFetch } from '@/testing/nameRoutesFetch'
import { testContext } from '@/testing/testContext'

const now = new Date('2030-01-01T12:00:00Z')
const { t, fetch: embeddedFetch, frame } = embeddedFrameServer(now)
const [alice, bob] = devAccounts.slice(0, 2).map((account) => privateKeyToAccount(account.privateKey)) as [
  PrivateKeyAccount,
  PrivateKeyAccount,
]

afterEach(() => {
  vi.useRealTimers()
})

/** An external wallet on `account`: personal_sign signs with its key, once `answer` lets it. */
function devWallet(account: PrivateKeyAccount, answer: () => Promise<void> = async () => undefined) {
  return vi.fn(async ({ method, params }: { method: string; params?: unknown[] }) => {
    const [message, address] = (params ?? []) as [Hex, string]
    if (method !== 'personal_sign' || address !== account.address) throw new Error(`unexpected ${method}`)
    await answer()
    return account.signMessage({ message: { raw: message } })
  })
}

/** Holds the dev wallet's answer until `open` is called. */
function gate() {
  let open: () => void = () => undefined
  const wait = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open: () => open(), wait: () => wait }
}

type WalletRequest = Parameters<typeof createNameFlow>[1]['request']

/** The flow over a fresh store, alice connected and RegisterAccountName shown over Account. */
function setUp(options: { request?: WalletRequest; nowMs?: number } = {}) {
  const calls: string[] = []
  const serve = nameRoutesFetch(t.services)
  const api = createApiClient({
    projectId: 'latch-dev',
    hostOrigin: 'http://localhost:5173',
    sdkType: 'latch',
    sdkVersion: '0.1.0',
    fetch: async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://127.0.0.1:3000').pathname}`)
      return serve(input, init)
    },
  })
  const { context, store } = testContext(api)
  store.set(connectionAtom, {
    ...initialConnectionState,
    status: 'connected',
    address: alice.address,
    chainId: 31_337,
  })
  store.set(routerAtom, {
    ...initialRouterState,
    open: true,
    view: 'RegisterAccountName',
    history: ['Account', 'RegisterAccountName'],
  })
  const request = options.request ?? devWallet(alice)
  const refreshProfile = vi.fn(async () => undefined)
  const flow = createNameFlow(context, {
    request,
    refreshProfile,
    now: () => options.nowMs ?? t.services.now().getTime(),
  })
  return { flow, store, refreshProfile, calls }
}

/** Registers `name` for `account` straight with the name service, as another visitor would. */
async function registerElsewhere(account: PrivateKeyAccount, name: string) {
  const message = JSON.stringify({ name, timestamp: Math.floor(t.services.now().getTime() / 1000) })
  const response = await nameRoutesFetch(t.services)('/api/v1/profile/account?projectId=latch-dev', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-latch-origin': 'http://localhost:5173' },
    body: JSON.stringify({
      coin_type: 60,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(201)
}

const rowOf = async (name: string) =>
  (await t.services.db.select().from(names).where(eq(names.name, name)))[0]

describe('createNameFlow: the search', () => {
  it('checks the text first: a label the rules refuse says why, and the server is not asked', async () => {
    const { flow, store, calls } = setUp()
    await flow.search('a_b')
    expect(store.get(registerNameAtom)).toMatchObject({
      labelError: { input: 'a_b', refusal: { code: 'underscore' } },
      suggestions: [],
      loading: false,
    })
    await flow.search('')
    expect(calls).toEqual([])
  })

  it('looks the label up: the name itself first, then variants, each free or registered', async () => {
    await registerElsewhere(bob, 'grace.latch.id')
    const { flow, store, calls } = setUp()
    await flow.search('Grace')
    const state = store.get(registerNameAtom)
    expect(calls).toEqual(['GET /api/v1/profile/suggestions/grace'])
    expect(state).toMatchObject({ query: 'Grace', label: 'grace', labelError: null, loading: false })
    expect(state.suggestions[0]).toEqual({ name: 'grace.latch.id', registered: true })
    expect(state.suggestions).toContainEqual({ name: 'grace1.latch.id', registered: false })
  })
})

describe('createNameFlow: registering', () => {
  it('has the wallet sign the message, registers the name for the address, and Account shows it', async () => {
    const request = devWallet(alice)
    const { flow, store, refreshProfile, calls } = setUp({ request })
    // A German visitor: the flow's own texts are in German.
    store.set(localeAtom, { locale: 'de', catalogue: de })
    await flow.search('ada')
    await flow.register('ada.latch.id')

    expect(request).toHaveBeenCalledTimes(1)
    const [hexMessage, address] = (request.mock.calls[0]?.[0].params ?? []) as [Hex, string]
    expect(address).toBe(alice.address)
    expect(JSON.parse(hexToString(hexMessage))).toEqual({
      name: 'ada.latch.id',
      attributes: {},
      timestamp: now.getTime() / 1000,
    })
    expect(calls.at(-1)).toBe('POST /api/v1/profile/account')
    expect(await rowOf('ada.latch.id')).toMatchObject({ displayAddress: alice.address, coinType: 60 })
    expect(store.get(registerNameAtom)).toMatchObject({ step: 'done', chosen: 'ada.latch.id', error: null })
    expect(refreshProfile).toHaveBeenCalledTimes(1)
    expect(store.get(toastAtom)).toMatchObject({ message: 'Name registriert', variant: 'success' })
    expect(store.get(routerAtom)).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('a race lost to another registrant says so and looks the label up again; nothing is stored for the account', async () => {
    const { flow, store, refreshProfile } = setUp()
    await flow.search('turing')
    expect(store.get(registerNameAtom).suggestions[0]).toEqual({ name: 'turing.latch.id', registered: false })
    // Between the search and the click, bob takes the name and one of its variants.
    await registerElsewhere(bob, 'turing.latch.id')
    await registerElsewhere(bob, 'turing1.latch.id')

    await flow.register('turing.latch.id')
    const state = store.get(registerNameAtom)
    expect(state).toMatchObject({ step: 'search', chosen: null, loading: false, error: 'Name already taken' })
    // Looked up again: the variant bob took is shown taken too, which only the server knew.
    expect(state.suggestions).toContainEqual({ name: 'turing.latch.id', registered: true })
    expect(state.suggestions).toContainEqual({ name: 'turing1.latch.id', registered: true })
    expect(await rowOf('turing.latch.id')).toMatchObject({ displayAddress: bob.address })
    expect(refreshProfile).not.toHaveBeenCalled()
    expect(store.get(toastAtom).open).toBe(false)
    expect(store.get(routerAtom).view).toBe('RegisterAccountName')
  })

  it('goes back to the search quietly when the user refuses to sign, and registers nothing', async () => {
    const refuse = vi.fn(async () => {
      throw new ProviderRpcError(errorCodes.userRejectedRequest, 'User rejected the request.')
    })
    const { flow, store, calls } = setUp({ request: refuse })
    await flow.search('hopper')
    await flow.register('hopper.latch.id')
    expect(store.get(registerNameAtom)).toMatchObject({ step: 'search', chosen: null, error: null })
    expect(calls).not.toContain('POST /api/v1/profile/account')
    expect(await rowOf('hopper.latch.id')).toBeUndefined()
  })

  it("shows another wallet failure, or the server's refusal, as the error", async () => {
    const broken = vi.fn(async () => {
      throw new Error('The wallet is locked')
    })
    const wallet = setUp({ request: broken })
    await wallet.flow.search('lovelace')
    await wallet.flow.register('lovelace.latch.id')
    expect(wallet.store.get(registerNameAtom)).toMatchObject({
      step: 'search',
      error: 'The wallet is locked',
    })

    // A device clock 20 minutes off: the server refuses the message's timestamp, and says why.
    const skewed = setUp({ nowMs: now.getTime() + 20 * 60_000 })
    await skewed.flow.search('lovelace')
    await skewed.flow.register('lovelace.latch.id')
    expect(skewed.store.get(registerNameAtom)).toMatchObject({
      step: 'search',
      error: "Invalid parameter 'message': the timestamp is more than 10 minutes from now",
    })
    expect(await rowOf('lovelace.latch.id')).toBeUndefined()
  })

  it('registers once however often Register is pressed while the wallet asks', async () => {
    const signing = gate()
    const request = devWallet(alice, signing.wait)
    const { flow, store } = setUp({ request })
    await flow.search('noether')
    const first = flow.register('noether.latch.id')
    expect(store.get(registerNameAtom).step).toBe('signing')
    await flow.register('noether.latch.id')
    await flow.register('noether1.latch.id')
    signing.open()
    await first
    expect(request).toHaveBeenCalledTimes(1)
    expect(store.get(registerNameAtom)).toMatchObject({ step: 'done', chosen: 'noether.latch.id' })
  })

  it('a reset while the wallet asks drops the registration', async () => {
    const signing = gate()
    const { flow, store, calls } = setUp({ request: devWallet(alice, signing.wait) })
    await flow.search('hamilton')
    const registering = flow.register('hamilton.latch.id')
    flow.reset()
    signing.open()
    await registering
    expect(store.get(registerNameAtom)).toEqual(initialRegisterNameState)
    expect(calls).not.toContain('POST /api/v1/profile/account')
  })
})

/** A frame logged in to the embedded wallet by email, RegisterAccountName open over Account. */
async function loggedIn(email: string) {
  const made = await frame({ fetch: nameRoutesFetch(t.services, embeddedFetch) })
  const { controller } = made
  controller.open()
  await controller.use('embedded', (flow) => flow.submitEmail(email))
  await controller.use('embedded', async (flow) => flow.submitOtp(await t.lastCode(email)))
  // A connect without sign-in closes the modal; the visitor opens it again on Account.
  controller.open()
  controller.push('RegisterAccountName')
  expect(made.store.get(routerAtom)).toMatchObject({
    open: true,
    history: ['Account', 'RegisterAccountName'],
  })
  return made
}

describe('the controller: names', () => {
  it('the embedded wallet approves the signature in ApproveTransaction, then Account shows the name', async () => {
    const { store, controller } = await loggedIn('names@latch.test')
    const address = store.get(connectionAtom).address
    expect(store.get(connectionAtom)).toMatchObject({ status: 'connected', connector: { type: 'AUTH' } })

    await controller.use('names', (flow) => flow.search('Curie'))
    expect(store.get(registerNameAtom).suggestions[0]).toEqual({ name: 'curie.latch.id', registered: false })
    // The message's timestamp is the device's clock: the server's is at `now`.
    vi.useFakeTimers({ toFake: ['Date'], now })
    const registering = controller.use('names', (flow) => flow.register('curie.latch.id'))
    await expect.poll(() => store.get(approvalsAtom).length).toBe(1)
    expect(store.get(routerAtom).view).toBe('ApproveTransaction')
    expect(store.get(registerNameAtom).step).toBe('signing')
    const [approval] = store.get(approvalsAtom)
    expect(approval?.request).toMatchObject({ method: 'personal_sign', address })
    await controller.use('embedded', (flow) => flow.answerApproval(true))
    await registering

    expect(await rowOf('curie.latch.id')).toMatchObject({ address: address?.toLowerCase(), coinType: 60 })
    expect(store.get(profileAtom)).toMatchObject({ address, name: 'curie.latch.id' })
    expect(store.get(routerAtom)).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(store.get(toastAtom)).toMatchObject({ message: 'Name registered', variant: 'success' })
  })

  it('a refusal in ApproveTransaction goes back to the search', async () => {
    const { store, controller } = await loggedIn('names-refused@latch.test')
    await controller.use('names', (flow) => flow.search('meitner'))
    const registering = controller.use('names', (flow) => flow.register('meitner.latch.id'))
    await expect.poll(() => store.get(approvalsAtom).length).toBe(1)
    await controller.use('embedded', (flow) => flow.answerApproval(false))
    await registering
    expect(store.get(registerNameAtom)).toMatchObject({ step: 'search', error: null })
    expect(store.get(routerAtom).view).toBe('RegisterAccountName')
    expect(await rowOf('meitner.latch.id')).toBeUndefined()
  })
})
