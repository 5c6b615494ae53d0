import { devAccounts } from '@latch/localnet/devAccounts'
import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { Token } from '@latch/shared-types'
import { type Address, encodeFunctionData, erc20Abi, formatUnits, type Hex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '@/api/createApiClient'
import { startTestDevnet } from '@/approvals/internal/startTestDevnet'
import { validateRequest } from '@/connectors/validateRequest'
import english from '@/i18n/compiled/en/send'
import fr from '@/i18n/compiled/fr'
import { localeAtom } from '@/i18n/localeAtom'
import { devnetNetwork } from '@/networks/knownNetworks'
import { nativeTokenAddress } from '@/networks/nativeTokenAddress'
import { rpcCall } from '@/networks/rpcCall'
import { createSendFlow } from '@/send/createSendFlow'
import { handleApiRequest } from '@/server/api/handleApiRequest'
import { getNameRoute } from '@/server/names/getNameRoute'
import { insertTestName } from '@/server/names/internal/insertTestName'
import { createTestServices, type TestServices } from '@/server/testing/createTestServices'
import {
  balancesAtom,
  connectionAtom,
  embeddedAccountAtom,
  networksAtom,
  routerAtom,
  sendAtom,
} from '@/state/atoms'
import { initialRouterState } from '@/state/routerReducer'
import type { ToastAction } from '@/state/toastReducer'
import { testContext } from '@/testing/testContext'

const alice = devAccounts[6]?.address as Address
const bob = devAccounts[7]?.address as Address

let devnet: Awaited<ReturnType<typeof startTestDevnet>>
let services: TestServices
beforeAll(async () => {
  ;[devnet, services] = await Promise.all([startTestDevnet(), createTestServices()])
  await insertTestName(services.db, { label: 'alice', address: alice, createdAt: new Date() })
}, 180_000)
afterAll(async () => {
  await Promise.all([devnet?.stop(), services?.close()])
})

// The frame's /api as the flow reaches it: the real name route over the test database.
const fetchApi: typeof fetch = async (input, init) => {
  const url = new URL(String(input), 'http://127.0.0.1:3000')
  const name = decodeURIComponent(url.pathname.replace('/api/v1/profile/account/', ''))
  const headers = { ...(init?.headers as Record<string, string>), 'sec-fetch-site': 'same-origin' }
  return handleApiRequest(new Request(url, { ...init, headers }), getNameRoute, {
    services,
    params: { name },
  })
}

const rpcUrl = () => String((devnet.client.transport as { url?: string }).url)

const usdlBalance = (owner: Address) =>
  devnet.client.readContract({
    address: devnet.token('USDL').address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** The account's balances as the balance route lists them, read from the devnet now. */
async function balancesOnChain(owner: Address): Promise<Token[]> {
  const usdl = devnet.token('USDL')
  const [wei, units] = await Promise.all([devnet.client.getBalance({ address: owner }), usdlBalance(owner)])
  return [
    {
      address: `eip155:31337:${nativeTokenAddress}`,
      symbol: 'ETH',
      decimals: 18,
      quantity: { decimals: '18', numeric: formatUnits(wei, 18) },
      price: 3000,
      value: 0,
    },
    {
      address: `eip155:31337:${usdl.address}`,
      symbol: 'USDL',
      decimals: 6,
      quantity: { decimals: '6', numeric: formatUnits(units, 6) },
      price: 1,
      value: 0,
    },
  ]
}

/**
 * Moves USDL between unlocked dev accounts and waits for its block: anvil answers eth_sendTransaction
 * before it mines the transaction, and a loaded machine once let the next test read the balance first.
 */
async function transferUsdl(from: Address, to: Address, amount: bigint) {
  const hash = (await devnet.client.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from,
        to: devnet.token('USDL').address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      },
    ],
  } as never)) as Hex
  const receipt = await devnet.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (receipt.status !== 'success') throw new Error(`The USDL transfer ${hash} reverted`)
}

type Wallet = (args: { method: string; params?: unknown[] | Record<string, unknown> }) => Promise<unknown>

/**
 * A frame whose connected external wallet is the devnet's (anvil signs for its unlocked dev accounts),
 * asked through the request policy's checks, on WalletSend with the account's balances read.
 */
async function sendFrame(options: { wallet?: Wallet; receipt?: { pollMs: number; timeoutMs: number } } = {}) {
  const api = createApiClient({
    projectId: 'latch-dev',
    hostOrigin: 'http://localhost:5173',
    sdkType: 'latch',
    sdkVersion: '0.1.0',
    fetch: fetchApi,
  })
  const { context, store } = testContext(api)
  const toasts: ToastAction[] = []
  const dispatchToast = context.dispatchToast
  context.dispatchToast = (action) => {
    toasts.push(action)
    dispatchToast(action)
  }
  store.set(networksAtom, [devnetNetwork(31_337, 'Test Devnet', rpcUrl())])
  store.set(connectionAtom, {
    status: 'connected',
    address: devnet.user,
    chainId: 31_337,
    caipAddress: `eip155:31337:${devnet.user}`,
    connector: { id: 'injected', name: 'Dev Wallet', type: 'INJECTED' },
    buffering: false,
  })
  store.set(balancesAtom, {
    key: `31337:${devnet.user.toLowerCase()}`,
    tokens: await balancesOnChain(devnet.user),
    loading: false,
    lastRetry: undefined,
    fetchedAt: Date.now(),
  })
  store.set(routerAtom, {
    ...initialRouterState,
    open: true,
    view: 'WalletSend',
    history: ['Account', 'WalletSend'],
  })
  const sentRequests: { method: string; params?: unknown[] | Record<string, unknown> }[] = []
  const hashes: unknown[] = []
  const wallet: Wallet =
    options.wallet ?? ((args) => devnet.client.request(args as Parameters<typeof devnet.client.request>[0]))
  // The frame's reads as readRpc makes them: JSON-RPC straight to the node, its errors as it words them.
  const readRpc = vi.fn((method: string, params: unknown[]) =>
    rpcCall({ url: rpcUrl(), headers: {} }, method, params),
  )
  const refreshBalances = vi.fn(async (_options: { force?: boolean }) => undefined)
  const refreshActivity = vi.fn()
  const flow = createSendFlow(context, {
    request: async (args) => {
      // What the lead's controller.request does first: the request policy's method and parameter checks.
      await validateRequest(args)
      sentRequests.push(args)
      const hash = await wallet(args)
      hashes.push(hash)
      return hash
    },
    readRpc,
    readRpcAt: () => Promise.reject(new Error('an EVM send reads no other network')),
    refreshBalances,
    refreshSolanaBalances: () => Promise.reject(new Error('an EVM send refreshes no Solana balances')),
    refreshBitcoinBalances: () => Promise.reject(new Error('an EVM send refreshes no Bitcoin balances')),
    refreshActivity,
    receipt: options.receipt ?? { pollMs: 50, timeoutMs: 25_000 },
  })
  flow.begin()
  const type = (change: { token?: string; amount?: string; recipient?: string }) => {
    if (change.token) store.set(sendAtom, { ...store.get(sendAtom), token: change.token })
    if (change.amount !== undefined) store.set(sendAtom, { ...store.get(sendAtom), amount: change.amount })
    if (change.recipient !== undefined)
      store.set(sendAtom, { ...store.get(sendAtom), recipient: change.recipient, resolving: true })
  }
  const usdl = `eip155:31337:${devnet.token('USDL').address}`
  const eth = `eip155:31337:${nativeTokenAddress}`
  return {
    flow,
    store,
    toasts,
    sentRequests,
    hashes,
    readRpc,
    refreshBalances,
    refreshActivity,
    type,
    usdl,
    eth,
  }
}

describe('createSendFlow on a devnet', () => {
  beforeEach(() => {
    vi.restoreAllMocks()
  })

  it('sends USDL to a .latch.id name as a legacy transfer, then toasts, refreshes and returns to Account', async () => {
    const frame = await sendFrame()
    const [userBefore, aliceBefore] = await Promise.all([usdlBalance(devnet.user), usdlBalance(alice)])
    frame.type({ token: frame.usdl, amount: '5', recipient: 'Alice.latch.id' })
    await frame.flow.resolve('Alice.latch.id')
    expect(frame.store.get(sendAtom)).toMatchObject({
      resolving: false,
      resolved: { address: alice, name: 'alice.latch.id' },
    })

    await frame.flow.preview()
    const previewed = frame.store.get(sendAtom)
    expect(previewed.step).toBe('preview')
    const fee = previewed.fee?.namespace === 'eip155' ? previewed.fee : undefined
    expect(fee?.gas).toBeGreaterThan(21_000n)
    expect(fee?.total).toBe((fee?.gas ?? 0n) * (fee?.gasPrice ?? 0n))
    expect(frame.store.get(routerAtom).history).toEqual(['Account', 'WalletSend', 'WalletSendPreview'])

    await frame.flow.confirm()
    expect(await usdlBalance(devnet.user)).toBe(userBefore - 5_000_000n)
    expect(await usdlBalance(alice)).toBe(aliceBefore + 5_000_000n)
    const [sent] = frame.sentRequests
    expect(sent).toEqual({
      method: 'eth_sendTransaction',
      params: [
        {
          from: devnet.user,
          to: devnet.token('USDL').address,
          value: '0x0',
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [alice, 5_000_000n] }),
          gas: `0x${fee?.gas.toString(16)}`,
          gasPrice: `0x${fee?.gasPrice.toString(16)}`,
          type: '0x0',
        },
      ],
    })
    expect((await devnet.client.getTransaction({ hash: frame.hashes[0] as Hex })).type).toBe('legacy')
    expect(frame.store.get(sendAtom)).toMatchObject({ step: 'edit', amount: '', hash: undefined })
    expect(frame.toasts.slice(-2)).toEqual([
      { type: 'show', message: 'Sending 5 USDL to alice.latch.id…', variant: 'loading', autoClose: false },
      { type: 'show', message: 'Sent 5 USDL to alice.latch.id', variant: 'success' },
    ])
    expect(frame.refreshBalances).toHaveBeenCalledWith({ force: true })
    expect(frame.refreshActivity).toHaveBeenCalledTimes(1)
    expect(frame.store.get(routerAtom)).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('sends the coin to a hex address as the value of a legacy transaction', async () => {
    const frame = await sendFrame()
    // A French visitor: the flow's toasts are in French.
    frame.store.set(localeAtom, { locale: 'fr', catalogue: fr })
    const before = await devnet.client.getBalance({ address: bob })
    frame.type({ token: frame.eth, amount: '0.25', recipient: bob.toLowerCase() })
    await frame.flow.resolve(bob.toLowerCase())
    await frame.flow.preview()
    await frame.flow.confirm()
    expect(await devnet.client.getBalance({ address: bob })).toBe(before + 25n * 10n ** 16n)
    expect(frame.toasts.at(-1)).toMatchObject({
      message: '0.25 ETH envoyé à 0x14dC…9955',
      variant: 'success',
    })
    const params = (frame.sentRequests[0]?.params as unknown[] | undefined)?.[0] as {
      data?: unknown
      value: string
    }
    expect(params.data).toBeUndefined()
    const transaction = await devnet.client.getTransaction({ hash: frame.hashes[0] as Hex })
    expect(transaction).toMatchObject({ type: 'legacy', value: 25n * 10n ** 16n, to: bob.toLowerCase() })
  })

  it('Max fills all of a token, and of the coin what is left after the fee, which the preview then accepts', async () => {
    const frame = await sendFrame()
    const held = (address: string) => frame.store.get(balancesAtom).tokens.find((t) => t.address === address)
    frame.type({ token: frame.usdl, recipient: bob })
    await frame.flow.fillMax()
    expect(frame.store.get(sendAtom).amount).toBe(held(frame.usdl)?.quantity.numeric)
    frame.type({ token: frame.eth })
    await frame.flow.fillMax()
    const amount = Number(frame.store.get(sendAtom).amount)
    const balance = Number(held(frame.eth)?.quantity.numeric)
    expect(amount).toBeLessThan(balance)
    expect(amount).toBeGreaterThan(balance - 0.01)
    await frame.flow.resolve(bob)
    await frame.flow.preview()
    expect(frame.store.get(sendAtom)).toMatchObject({ step: 'preview', error: undefined })
  })

  it('stays on WalletSend with the error when the account cannot pay the fee, or the node refuses the call', async () => {
    const frame = await sendFrame()
    const tokens = frame.store
      .get(balancesAtom)
      .tokens.map((token) =>
        token.symbol === 'ETH'
          ? { ...token, quantity: { decimals: '18', numeric: '0.000000000000000001' } }
          : token,
      )
    frame.store.set(balancesAtom, { ...frame.store.get(balancesAtom), tokens })
    frame.type({ token: frame.usdl, amount: '1', recipient: bob })
    await frame.flow.resolve(bob)
    await frame.flow.preview()
    expect(frame.store.get(sendAtom)).toMatchObject({ step: 'edit', error: 'Insufficient funds for gas' })
    expect(frame.store.get(routerAtom).view).toBe('WalletSend')

    // More USDL than the account holds on chain, though its balances (stale) say otherwise.
    const held = await usdlBalance(devnet.user)
    frame.store.set(balancesAtom, {
      ...frame.store.get(balancesAtom),
      tokens: (await balancesOnChain(devnet.user)).map((token) =>
        token.symbol === 'USDL'
          ? { ...token, quantity: { decimals: '6', numeric: formatUnits(held * 2n, 6) } }
          : token,
      ),
    })
    frame.type({ amount: formatUnits(held + 1n, 6) })
    await frame.flow.preview()
    expect(frame.store.get(sendAtom).error).toMatch(/transfer amount exceeds balance|revert/i)
    expect(frame.store.get(sendAtom).step).toBe('edit')
    expect(frame.sentRequests).toEqual([])
  })

  it('lets the embedded smart account send without the coin for the fee (docs/behaviour.md#validation: no gas check)', async () => {
    const frame = await sendFrame()
    frame.store.set(connectionAtom, {
      ...frame.store.get(connectionAtom),
      connector: { id: 'embedded', name: 'Email', type: 'AUTH' },
    })
    const embedded = {
      userId: 'u1',
      email: 'ada@example.com',
      address: devnet.user,
      persistent: true,
      smartAccount: devnet.user,
    }
    frame.store.set(embeddedAccountAtom, { ...embedded, accountType: 'smartAccount' })
    const tokens = frame.store
      .get(balancesAtom)
      .tokens.map((token) =>
        token.symbol === 'ETH' ? { ...token, quantity: { decimals: '18', numeric: '0' } } : token,
      )
    frame.store.set(balancesAtom, { ...frame.store.get(balancesAtom), tokens })
    frame.type({ token: frame.usdl, amount: '1', recipient: bob })
    await frame.flow.resolve(bob)
    await frame.flow.preview()
    expect(frame.store.get(sendAtom)).toMatchObject({ step: 'preview', error: undefined })
    // The same account as its EOA pays its own gas, and is checked.
    frame.store.set(embeddedAccountAtom, { ...embedded, accountType: 'eoa' })
    frame.store.set(sendAtom, { ...frame.store.get(sendAtom), step: 'edit' })
    await frame.flow.preview()
    expect(frame.store.get(sendAtom)).toMatchObject({ step: 'edit', error: 'Insufficient funds for gas' })
  })

  it('returns to the preview with a note, and no toast, when the user declines in the wallet', async () => {
    const frame = await sendFrame({
      wallet: async () => {
        throw new ProviderRpcError(errorCodes.userRejectedRequest, 'User rejected the request.')
      },
    })
    frame.type({ token: frame.usdl, amount: '1', recipient: bob })
    await frame.flow.resolve(bob)
    await frame.flow.preview()
    await frame.flow.confirm()
    expect(frame.store.get(sendAtom)).toMatchObject({
      step: 'preview',
      note: english.send.declinedNote(),
      error: undefined,
    })
    expect(frame.toasts).toEqual([])
    expect(frame.store.get(routerAtom).view).toBe('WalletSendPreview')
  })

  it("toasts 'Transaction error' and stays on the preview when the wallet fails to send", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const frame = await sendFrame({
      wallet: async () => {
        throw new ProviderRpcError(-32000, 'nonce too low')
      },
    })
    frame.type({ token: frame.usdl, amount: '1', recipient: bob })
    await frame.flow.resolve(bob)
    await frame.flow.preview()
    await frame.flow.confirm()
    expect(frame.store.get(sendAtom)).toMatchObject({ step: 'preview', error: 'nonce too low' })
    expect(frame.toasts).toEqual([{ type: 'show', message: 'Transaction error', variant: 'error' }])
    expect(logged).toHaveBeenCalledTimes(1)
  })

  it("toasts 'Transaction error' for a transaction that reverts on chain, and still refreshes", async () => {
    const frame = await sendFrame()
    frame.type({ token: frame.usdl, amount: '1', recipient: bob })
    await frame.flow.resolve(bob)
    await frame.flow.preview()
    // Between the preview and the confirmation, the USDL leaves the account another way.
    const held = await usdlBalance(devnet.user)
    await transferUsdl(devnet.user, alice, held)
    await frame.flow.confirm()
    expect(frame.toasts.at(-1)).toEqual({ type: 'show', message: 'Transaction error', variant: 'error' })
    expect(frame.refreshBalances).toHaveBeenCalledWith({ force: true })
    expect(frame.store.get(routerAtom).view).toBe('Account')
    // Give the USDL back for the other tests.
    await transferUsdl(alice, devnet.user, held)
  })

  it("toasts 'Transaction error' when no receipt comes within the timeout", async () => {
    const frame = await sendFrame({
      wallet: async () => `0x${'ab'.repeat(32)}`,
      receipt: { pollMs: 20, timeoutMs: 200 },
    })
    frame.type({ token: frame.usdl, amount: '1', recipient: bob })
    await frame.flow.resolve(bob)
    await frame.flow.preview()
    // Once (under a loaded machine) confirm returned at once, which only a send not in its preview
    // does: a failing estimate then shows here with its error rather than as a timing.
    expect(frame.store.get(sendAtom)).toMatchObject({ step: 'preview', error: undefined })
    const started = Date.now()
    await frame.flow.confirm()
    expect(Date.now() - started).toBeGreaterThanOrEqual(200)
    expect(
      frame.readRpc.mock.calls.filter(([method]) => method === 'eth_getTransactionReceipt').length,
    ).toBeGreaterThan(2)
    expect(frame.toasts.at(-1)).toEqual({ type: 'show', message: 'Transaction error', variant: 'error' })
  })

  it('says a name nobody registered has no address on a devnet (no ENS registry)', async () => {
    const frame = await sendFrame()
    frame.type({ recipient: 'nobody-here.latch.id' })
    await frame.flow.resolve('nobody-here.latch.id')
    expect(frame.store.get(sendAtom)).toMatchObject({
      resolving: false,
      recipientError: 'No address found for nobody-here.latch.id',
    })
    frame.type({ recipient: 'vitalik.eth' })
    await frame.flow.resolve('vitalik.eth')
    expect(frame.store.get(sendAtom).recipientError).toBe('No address found for vitalik.eth')
  })
})
