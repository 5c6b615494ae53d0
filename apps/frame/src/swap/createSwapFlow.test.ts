import { devAccounts } from '@latch/localnet/devAccounts'
import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { Token } from '@latch/shared-types'
import { type Address, createPublicClient, erc20Abi, formatUnits, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '@/api/createApiClient'
import { validateRequest } from '@/connectors/validateRequest'
import english from '@/i18n/compiled/en/swap'
import { devnetNetwork } from '@/networks/knownNetworks'
import { nativeTokenAddress } from '@/networks/nativeTokenAddress'
import { rpcCall } from '@/networks/rpcCall'
import type { ApiRoute } from '@/server/api/ApiRoute'
import { handleApiRequest } from '@/server/api/handleApiRequest'
import { fungiblePriceRoute } from '@/server/blockchain/fungiblePriceRoute'
import { buildApproveRoute } from '@/server/swap/buildApproveRoute'
import { buildTransactionRoute } from '@/server/swap/buildTransactionRoute'
import { convertAllowanceRoute } from '@/server/swap/convertAllowanceRoute'
import { convertQuotesRoute } from '@/server/swap/convertQuotesRoute'
import { convertTokensRoute } from '@/server/swap/convertTokensRoute'
import { createTestServices, type TestServices } from '@/server/testing/createTestServices'
import { balancesAtom, connectionAtom, networksAtom, routerAtom } from '@/state/atoms'
import { initialRouterState } from '@/state/routerReducer'
import type { ToastAction } from '@/state/toastReducer'
import { createSwapFlow } from '@/swap/createSwapFlow'
import type { SwapToken } from '@/swap/SwapState'
import { swapAtom } from '@/swap/swapAtom'
import { swapReducer } from '@/swap/swapReducer'
import { validateSwap } from '@/swap/validateSwap'
import { testContext } from '@/testing/testContext'

const user = devAccounts[3]?.address as Address
const other = devAccounts[8]?.address as Address

let services: TestServices
let client: PublicClient
let rpcUrl: string
beforeAll(async () => {
  services = await createTestServices({ chains: true })
  rpcUrl = services.rpcUrls.get(31_337) ?? ''
  client = createPublicClient({ transport: http(rpcUrl) })
}, 180_000)
afterAll(() => services?.close())

const routes: Record<string, ApiRoute> = {
  '/api/v1/convert/tokens': convertTokensRoute,
  '/api/v1/convert/quotes': convertQuotesRoute,
  '/api/v1/convert/allowance': convertAllowanceRoute,
  '/api/v1/convert/build-approve': buildApproveRoute,
  '/api/v1/convert/build-transaction': buildTransactionRoute,
  '/api/v1/fungible/price': fungiblePriceRoute,
}

const deployment = () => {
  const found = services.chains.get(31_337)?.deployment
  if (!found) throw new Error('No test devnet 31337 with contracts')
  return found
}
const tokenAddress = (symbol: string) => {
  const found = deployment().tokens.find((token) => token.symbol === symbol)
  if (!found) throw new Error(`No ${symbol}`)
  return found.address as Address
}
const caip = (symbol: string) =>
  symbol === 'ETH' ? `eip155:31337:${nativeTokenAddress}` : `eip155:31337:${tokenAddress(symbol)}`
const balanceOf = (symbol: string, owner: Address) =>
  symbol === 'ETH'
    ? client.getBalance({ address: owner })
    : client.readContract({
        address: tokenAddress(symbol),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })

/** The account's balances as the balance route lists them, read from the devnet now. */
async function balancesOnChain(owner: Address): Promise<Token[]> {
  const listed = [
    ['ETH', 18],
    ['USDL', 6],
    ['LTCH', 18],
  ] as const
  return Promise.all(
    listed.map(async ([symbol, decimals]) => ({
      address: caip(symbol),
      symbol,
      decimals,
      quantity: {
        decimals: String(decimals),
        numeric: formatUnits(await balanceOf(symbol, owner), decimals),
      },
      price: 0,
      value: 0,
    })),
  )
}

/** Sends from an unlocked dev account of the devnet and waits for it. */
async function sendFrom(from: Address, to: Address, data: `0x${string}`) {
  const hash = (await client.request({
    method: 'eth_sendTransaction',
    params: [{ from, to, data }],
  } as never)) as `0x${string}`
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

type Wallet = (args: { method: string; params?: unknown[] | Record<string, unknown> }) => Promise<unknown>

/**
 * A frame on Swap (over Account) whose external wallet is the devnet's (anvil signs for its dev
 * accounts), its API the real convert and price routes over the test devnet; `failing` makes one
 * route answer 500.
 */
async function swapFrame(options: { wallet?: Wallet; failing?: string } = {}) {
  const asked: string[] = []
  const fetchApi: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://127.0.0.1:3000')
    asked.push(url.pathname)
    if (url.pathname === options.failing)
      return new Response(JSON.stringify({ error: 'Upstream unavailable' }), { status: 500 })
    const route = routes[url.pathname]
    if (!route) throw new Error(`No route ${url.pathname}`)
    const headers = { ...(init?.headers as Record<string, string>), 'sec-fetch-site': 'same-origin' }
    return handleApiRequest(new Request(url, { ...init, headers }), route, { services })
  }
  const api = createApiClient({
    projectId: 'latch-dev',
    hostOrigin: 'http://localhost:5173',
    sdkType: 'latch',
    sdkVersion: '0.1.0',
    fetch: fetchApi,
  })
  const { context, store, tracked } = testContext(api)
  const toasts: ToastAction[] = []
  const dispatchToast = context.dispatchToast
  context.dispatchToast = (action) => {
    toasts.push(action)
    dispatchToast(action)
  }
  store.set(networksAtom, [devnetNetwork(31_337, 'Test Devnet', rpcUrl)])
  store.set(connectionAtom, {
    status: 'connected',
    address: user,
    chainId: 31_337,
    caipAddress: `eip155:31337:${user}`,
    connector: { id: 'injected', name: 'Dev Wallet', type: 'INJECTED' },
    buffering: false,
  })
  const setBalances = async () =>
    store.set(balancesAtom, {
      key: `31337:${user.toLowerCase()}`,
      tokens: await balancesOnChain(user),
      loading: false,
      lastRetry: undefined,
      fetchedAt: Date.now(),
    })
  await setBalances()
  store.set(routerAtom, { ...initialRouterState, open: true, view: 'Swap', history: ['Account', 'Swap'] })
  const sentRequests: { method: string; params?: unknown[] | Record<string, unknown> }[] = []
  const wallet: Wallet = options.wallet ?? ((args) => client.request(args as never))
  const readRpc = vi.fn((method: string, params: unknown[]) =>
    rpcCall({ url: rpcUrl, headers: {} }, method, params),
  )
  const refreshBalances = vi.fn(async (_options: { force?: boolean }) => setBalances())
  const refreshActivity = vi.fn()
  const flow = createSwapFlow(context, {
    request: async (args) => {
      await validateRequest(args)
      sentRequests.push(args)
      return wallet(args)
    },
    readRpc,
    refreshBalances,
    refreshActivity,
    receipt: { pollMs: 50, timeoutMs: 25_000 },
  })
  const swap = () => store.get(swapAtom)
  const token = (symbol: string) => {
    const found = swap().tokens.find((candidate) => candidate.symbol === symbol)
    if (!found) throw new Error(`Swap lists no ${symbol}`)
    return found
  }
  const pick = async (side: 'source' | 'to', symbol: string) => {
    flow.select(side)
    await flow.pickToken(token(symbol))
  }
  const type = async (amount: string) => {
    store.set(swapAtom, swapReducer(swap(), { type: 'setAmount', amount }))
    await flow.quote()
  }
  const inputError = () =>
    validateSwap(swap(), {
      address: user,
      balances: store.get(balancesAtom).tokens,
      isSmartAccount: false,
    })
  return {
    flow,
    store,
    asked,
    toasts,
    tracked,
    sentRequests,
    refreshBalances,
    refreshActivity,
    swap,
    token,
    pick,
    type,
    inputError,
  }
}

const router = (frame: { store: ReturnType<typeof testContext>['store'] }) => frame.store.get(routerAtom)

describe('createSwapFlow on a devnet', () => {
  it('initialises with the tokens, the coin paid (1 of it) and priced, and the balances refreshed', async () => {
    const frame = await swapFrame()
    await frame.flow.begin()
    const state = frame.swap()
    expect(state).toMatchObject({
      initialized: true,
      initializing: false,
      sourceTokenAmount: '1',
      toToken: undefined,
    })
    expect(state.sourceToken?.address).toBe(caip('ETH'))
    expect(state.tokens.map((token: SwapToken) => token.symbol)).toEqual(
      expect.arrayContaining(['ETH', 'USDL', 'LTCH']),
    )
    expect(state.tokens[0]?.symbol).toBe('ETH')
    // The pools price ETH around $3,000 against USDL.
    expect(state.networkPrice).toBeGreaterThan(1000)
    expect(state.gasPrice).toBeGreaterThan(0n)
    expect(frame.refreshBalances).toHaveBeenCalled()
    // Shown again for the same account, it keeps what was set.
    await frame.flow.begin()
    expect(frame.swap().tokens).toBe(state.tokens)
  })

  it('quotes ETH to USDL, builds the swap directly, and swaps: balances change on chain', async () => {
    const frame = await swapFrame()
    await frame.flow.begin()
    await frame.pick('to', 'USDL')
    const quoted = frame.swap()
    expect(quoted.tokensPriceMap[caip('USDL').toLowerCase()]).toBeCloseTo(1, 2)
    expect(Number(quoted.toTokenAmount)).toBeGreaterThan(2900)
    expect(quoted.approvalTransaction).toBeUndefined()
    expect(quoted.swapTransaction?.value).toBe(10n ** 18n - (10n ** 18n * 85n) / 10_000n)
    expect(router(frame).view).toBe('Swap')
    expect(frame.inputError()).toBeUndefined()

    frame.flow.review()
    expect(router(frame).history).toEqual(['Account', 'Swap', 'SwapPreview'])
    const [ethBefore, usdlBefore] = await Promise.all([balanceOf('ETH', user), balanceOf('USDL', user)])
    await frame.flow.swap()
    const [ethAfter, usdlAfter] = await Promise.all([balanceOf('ETH', user), balanceOf('USDL', user)])
    expect(ethBefore - ethAfter).toBeGreaterThan(10n ** 18n - 10n ** 16n)
    expect(usdlAfter - usdlBefore).toBeGreaterThan(2_900_000_000n)
    expect((frame.sentRequests[0]?.params as unknown[] | undefined)?.[0]).toMatchObject({
      from: user,
      type: '0x0',
    })
    expect(frame.toasts.at(-1)).toMatchObject({ variant: 'success' })
    expect((frame.toasts.at(-1) as { message: string }).message).toMatch(/^Swapped 1 ETH for [\d,.]+ USDL$/)
    expect(frame.tracked).toEqual(['SWAP_SUCCESS'])
    expect(frame.swap()).toMatchObject({ key: undefined, initialized: false, sourceTokenAmount: '' })
    expect(frame.refreshBalances).toHaveBeenCalledWith({ force: true })
    expect(frame.refreshActivity).toHaveBeenCalledTimes(1)
    // docs/behaviour.md#views-and-the-stack: an external wallet's swap replaces the view by Account.
    expect(router(frame)).toMatchObject({ view: 'Account', history: ['Account', 'Swap', 'Account'] })
  })

  it('approves the router for USDL first, then swaps USDL to ETH', async () => {
    // The user lets the router spend none of its USDL.
    const { encodeFunctionData } = await import('viem')
    await sendFrom(
      user,
      tokenAddress('USDL'),
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [deployment().router as Address, 0n],
      }),
    )
    const frame = await swapFrame()
    await frame.flow.begin()
    await frame.pick('source', 'USDL')
    await frame.pick('to', 'ETH')
    await frame.type('100')
    expect(frame.swap().approvalTransaction?.to).toBe(tokenAddress('USDL'))
    expect(frame.swap().swapTransaction).toBeUndefined()
    frame.flow.review()
    expect(router(frame).view).toBe('SwapPreview')

    await frame.flow.approve()
    const allowance = await client.readContract({
      address: tokenAddress('USDL'),
      abi: erc20Abi,
      functionName: 'allowance',
      args: [user, deployment().router as Address],
    })
    expect(allowance).toBe(100_000_000n)
    expect(frame.swap()).toMatchObject({ approvalTransaction: undefined, loadingTransaction: false })
    expect(frame.swap().swapTransaction).toBeDefined()
    expect(router(frame).view).toBe('SwapPreview')

    const [ethBefore, usdlBefore] = await Promise.all([balanceOf('ETH', user), balanceOf('USDL', user)])
    await frame.flow.swap()
    // The router takes what is left after the 0.85 % provider fee, which the devnet leaves with the user.
    expect(await balanceOf('USDL', user)).toBe(usdlBefore - (100_000_000n - 850_000n))
    expect(await balanceOf('ETH', user)).toBeGreaterThan(ethBefore)
    expect((frame.toasts.at(-1) as { message: string }).message).toMatch(/^Swapped 100 USDL for [\d,.]+ ETH$/)
    expect(frame.tracked).toEqual(['SWAP_SUCCESS'])
  })

  it('stays on SwapPreview with the error and tracks SWAP_ERROR when the wallet refuses the swap', async () => {
    const frame = await swapFrame({
      wallet: async () => {
        throw new ProviderRpcError(errorCodes.userRejectedRequest, 'User rejected the request.')
      },
    })
    const usdlBefore = await balanceOf('USDL', user)
    await frame.flow.begin()
    await frame.pick('to', 'USDL')
    frame.flow.review()
    await frame.flow.swap()
    expect(frame.swap()).toMatchObject({
      transactionError: 'User rejected the request.',
      loadingTransaction: false,
    })
    expect(frame.swap().swapTransaction).toBeDefined()
    expect(frame.toasts).toEqual([{ type: 'show', message: 'User rejected the request.', variant: 'error' }])
    expect(frame.tracked).toEqual(['SWAP_ERROR'])
    expect(router(frame).view).toBe('SwapPreview')
    expect(await balanceOf('USDL', user)).toBe(usdlBefore)
  })

  it('tracks SWAP_APPROVAL_ERROR when the approval is refused', async () => {
    const { encodeFunctionData } = await import('viem')
    await sendFrom(
      user,
      tokenAddress('LTCH'),
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [deployment().router as Address, 0n],
      }),
    )
    const frame = await swapFrame({
      wallet: async () => {
        throw new ProviderRpcError(errorCodes.userRejectedRequest, 'User rejected the request.')
      },
    })
    await frame.flow.begin()
    await frame.pick('source', 'LTCH')
    await frame.pick('to', 'USDL')
    expect(frame.swap().approvalTransaction).toBeDefined()
    await frame.flow.approve()
    expect(frame.tracked).toEqual(['SWAP_APPROVAL_ERROR'])
    expect(frame.swap()).toMatchObject({ transactionError: 'User rejected the request.' })
    expect(frame.swap().approvalTransaction).toBeDefined()
  })

  it("says 'Incorrect amount' for an amount no pool can quote, and drops a quote for an amount since changed", async () => {
    const frame = await swapFrame()
    await frame.flow.begin()
    await frame.pick('to', 'USDL')
    await frame.type('0.000000000000000001')
    expect(frame.swap()).toMatchObject({ noQuote: true, toTokenAmount: '' })
    expect(frame.inputError()).toEqual({ error: 'Incorrect amount', detail: 'Please enter a valid amount' })

    frame.store.set(swapAtom, swapReducer(frame.swap(), { type: 'setAmount', amount: '1' }))
    const late = frame.flow.quote()
    frame.store.set(swapAtom, swapReducer(frame.swap(), { type: 'setAmount', amount: '2' }))
    await late
    expect(frame.swap()).toMatchObject({ sourceTokenAmount: '2', toTokenAmount: '', loadingQuote: false })
  })

  it('switches the tokens, paying what was to be received', async () => {
    const frame = await swapFrame()
    await frame.flow.begin()
    await frame.pick('to', 'USDL')
    const received = frame.swap().toTokenAmount
    await frame.flow.switchTokens()
    expect(frame.swap().sourceToken?.symbol).toBe('USDL')
    expect(frame.swap().toToken?.symbol).toBe('ETH')
    expect(frame.swap().sourceTokenAmount).toBe(received)
    expect(Number(frame.swap().toTokenAmount)).toBeGreaterThan(0.9)
  })

  it.each([
    ['/api/v1/convert/tokens', english.swap.failedInitialize(), false],
    ['/api/v1/fungible/price', english.swap.failedNetworkPrice(), true],
  ])('goes back when %s fails at start: %s', async (failing, message, fetchError) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const frame = await swapFrame({ failing })
    await frame.flow.begin()
    expect(frame.toasts).toEqual([{ type: 'show', message, variant: 'error' }])
    expect(frame.swap()).toMatchObject({ initialized: false, initializing: false, fetchError })
    expect(router(frame)).toMatchObject({ view: 'Account', history: ['Account'] })
    logged.mockRestore()
  })

  it.each([
    ['/api/v1/convert/allowance', english.swap.failedAllowance(), 'LTCH'],
    ['/api/v1/convert/build-approve', english.swap.failedApproval(), 'LTCH'],
    ['/api/v1/convert/build-transaction', english.swap.failedTransaction(), 'ETH'],
  ])('goes back and sets fetchError when %s fails: %s', async (failing, message, source) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { encodeFunctionData } = await import('viem')
    await sendFrom(
      user,
      tokenAddress('LTCH'),
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [deployment().router as Address, 0n],
      }),
    )
    const frame = await swapFrame({ failing })
    await frame.flow.begin()
    if (source !== 'ETH') await frame.pick('source', source)
    await frame.pick('to', 'USDL')
    expect(frame.toasts).toEqual([{ type: 'show', message, variant: 'error' }])
    expect(frame.swap().fetchError).toBe(true)
    expect(router(frame)).toMatchObject({ view: 'Account', history: ['Account'] })
    logged.mockRestore()
  })

  it('reads the token list once for every account on the network, and a quote afresh each time', async () => {
    const frame = await swapFrame()
    await frame.flow.begin()
    await frame.pick('to', 'USDL')
    await frame.type('0.5')
    const count = (path: string) => frame.asked.filter((asked) => asked === path).length
    const quotes = count('/api/v1/convert/quotes')
    await frame.flow.quote()
    expect(count('/api/v1/convert/quotes')).toBe(quotes + 1)
    frame.store.set(connectionAtom, {
      ...frame.store.get(connectionAtom),
      address: other,
      caipAddress: `eip155:31337:${other}`,
    })
    await frame.flow.begin()
    expect(count('/api/v1/convert/tokens')).toBe(1)
  })

  it('asks again when the server failed a read, then gives up: four tries in all', async () => {
    const frame = await swapFrame({ failing: '/api/v1/convert/tokens' })
    await frame.flow.begin()
    expect(frame.asked.filter((asked) => asked === '/api/v1/convert/tokens')).toHaveLength(4)
    expect(frame.swap()).toMatchObject({ initialized: false, initializing: false })
  })

  it('starts afresh for another account', async () => {
    const frame = await swapFrame()
    await frame.flow.begin()
    await frame.pick('to', 'USDL')
    frame.store.set(connectionAtom, {
      ...frame.store.get(connectionAtom),
      address: other,
      caipAddress: `eip155:31337:${other}`,
    })
    await frame.flow.begin()
    expect(frame.swap()).toMatchObject({
      key: `31337:${other.toLowerCase()}`,
      toToken: undefined,
      sourceTokenAmount: '1',
    })
  })
})
