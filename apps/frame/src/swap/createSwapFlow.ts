import { errorCodes, isTransactionHash, ProviderRpcError } from '@latch/protocol'
import { toProtocolError } from '@latch/protocol/toProtocolError'
import { limits, visibleBalances } from '@latch/shared-types'
import { type Address, formatUnits, type Hex, isHex, numberToHex } from 'viem'
import { readCached } from '@/api/readCached'
import { formatAmount } from '@/format/formatUsd'
import swapMessages from '@/i18n/compiled/en/swap'
import { localeAtom } from '@/i18n/localeAtom'
import { messagesFor } from '@/i18n/messagesFor'
import { isNativeToken, nativeTokenAddress } from '@/networks/nativeTokenAddress'
import { parseDecimalAmount } from '@/send/parseDecimalAmount'
import { nativeBalanceOf } from '@/send/sendReducer'
import { waitForReceipt } from '@/send/waitForReceipt'
import { balancesAtom, routerAtom } from '@/state/atoms'
import { type FrameContext, logError } from '@/state/FrameContext'
import { isSmartAccountAtom } from '@/state/isSmartAccountAtom'
import { connectedAccount, isEmbeddedAccount } from '@/state/selectors'
import type { TransactionFlowDeps } from '@/state/TransactionFlowDeps'
import { formatToAmount } from '@/swap/formatToAmount'
import type { SwapSide, SwapToken, SwapTransaction } from '@/swap/SwapState'
import { swapAtom } from '@/swap/swapAtom'
import { swapGasCost } from '@/swap/swapGasCost'
import { type SwapAction, swapReducer } from '@/swap/swapReducer'
import { validateSwap } from '@/swap/validateSwap'

/**
 * The swap failures of docs/behaviour.md#errors (the swap room's failed… messages), each of which
 * goes back (and, but for the first, sets fetchError).
 */
type FetchFailure = 'failedNetworkPrice' | 'failedAllowance' | 'failedApproval' | 'failedTransaction'

/** A transaction as the build calls answer it (amounts in decimal strings). */
type BuiltTransaction = {
  from: Address
  to: Address
  data: Hex
  value: string
  eip155: { gas: string; gasPrice: string }
  toAmount?: string
}

const swapViews: readonly string[] = ['Swap', 'SwapSelectToken', 'SwapPreview', 'ApproveTransaction']

/**
 * Swapping a token of the account for another through the API's convert calls (Swap,
 * SwapSelectToken, SwapPreview; docs/behaviour.md#states-and-transitions): `begin` initialises (the tokens, the network coin's
 * price, the balances; the coin is paid, 1 of it), picking a token fetches its price, `quote` asks
 * what the amount yields (a late answer for an amount since changed is dropped) and then prepares the
 * transaction (an approval when the router's allowance is short, else the swap). `approve` and `swap`
 * send legacy transactions through the request policy and wait for their receipts; a swap that
 * succeeds toasts, resets, refreshes the balances, tracks SWAP_SUCCESS and lands on Account. A
 * failure to send stays on SwapPreview with the error, toasted and tracked (SWAP_APPROVAL_ERROR,
 * SWAP_ERROR); a failure to fetch goes back. The state is in `swapAtom`; no call throws.
 *
 * @example
 * const swap = createSwapFlow(context, { request, readRpc, refreshBalances })
 * await swap.begin() // ETH to pay, 1 of it
 * swap.select('to'); await swap.pickToken(usdl) // and a quote
 * await swap.review(); await swap.swap() // 'Swapped 1 ETH for 2,949.52 USDL', Account
 */
export function createSwapFlow(
  context: FrameContext,
  deps: TransactionFlowDeps & {
    /** Smart accounts skip the gas check (docs/behaviour.md#validation): whether the connected account is one. */
    isSmartAccount?: () => boolean
  },
) {
  const { store, api } = context
  // The flow's own texts (its toasts, a failed transaction) in the visitor's language.
  const t = () => messagesFor(store.get(localeAtom), swapMessages)
  const state = () => store.get(swapAtom)
  const dispatch = (action: SwapAction) => store.set(swapAtom, swapReducer(state(), action))
  const receiptTiming = deps.receipt ?? {
    pollMs: 1000,
    timeoutMs: limits.sendTransaction.receiptTimeoutMs,
  }
  const isSmartAccount = deps.isSmartAccount ?? (() => store.get(isSmartAccountAtom))
  const view = () => store.get(routerAtom).view

  const balances = () => visibleBalances(store.get(balancesAtom).tokens)
  // The user as the convert calls name them: a CAIP-10 account.
  const userOf = (account: { chainId: number; address: string }) =>
    `eip155:${account.chainId}:${account.address}`
  // An answer for an account or network left behind changes nothing.
  const stillFor = (key: string) => state().key === key

  // docs/behaviour.md#errors: a fetch that failed is toasted, marks fetchError, and goes back out of the swap.
  function failFetch(failure: FetchFailure, error: unknown) {
    logError(error)
    dispatch({ type: 'fetchFailed' })
    context.dispatchToast({ type: 'show', message: t()[failure](), variant: 'error' })
    if (view() === 'Swap' || view() === 'SwapPreview' || view() === 'SwapSelectToken')
      context.dispatchRouter({ type: 'goBack' })
  }

  async function fetchPrices(addresses: string[]): Promise<Record<string, number>> {
    const answer = await readCached(context, ['prices', limits.fiatCurrency, ...addresses], () =>
      api<{ fungibles?: { address?: unknown; price?: unknown }[] }>('/api/v1/fungible/price', {
        body: { currency: limits.fiatCurrency, addresses },
      }),
    )
    const prices: Record<string, number> = {}
    for (const { address, price } of answer.fungibles ?? [])
      if (typeof address === 'string' && typeof price === 'number') prices[address.toLowerCase()] = price
    return prices
  }

  async function readGasPrice(): Promise<bigint | undefined> {
    const gasPrice = await deps.readRpc('eth_gasPrice', []).catch(() => undefined)
    return isHex(gasPrice) ? BigInt(gasPrice) : undefined
  }

  async function initialize(account: NonNullable<ReturnType<typeof connectedAccount>>) {
    dispatch({ type: 'initStart' })
    const caipNetworkId = `eip155:${account.chainId}`
    const native = `${caipNetworkId}:${nativeTokenAddress}`
    // Read afresh: what the account holds decides the input errors, and a swap starts after funds moved.
    deps.refreshBalances({ force: true }).catch(logError)
    const [tokens, price, gasPrice] = await Promise.all([
      // The list of what can be swapped changes with a deployment, not between two swaps.
      readCached(
        context,
        ['swapTokens', caipNetworkId],
        () => api<{ tokens?: SwapToken[] }>('/api/v1/convert/tokens', { query: { chainId: caipNetworkId } }),
        limits.queryCache.gcTimeMs,
      ).then(
        (answer) => ({ ok: true as const, tokens: (answer.tokens ?? []).filter(isSwapToken) }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
      fetchPrices([native]).then(
        (prices) => prices[native],
        (error: unknown) => error,
      ),
      readGasPrice(),
    ])
    if (!stillFor(account.key)) return
    if (!tokens.ok || !tokens.tokens.some(isNativeToken)) {
      logError(tokens.ok ? new Error(`No swappable tokens on ${caipNetworkId}`) : tokens.error)
      dispatch({ type: 'initFailed' })
      context.dispatchToast({ type: 'show', message: t().failedInitialize(), variant: 'error' })
      if (view() === 'Swap') context.dispatchRouter({ type: 'goBack' })
      return
    }
    if (typeof price !== 'number') {
      dispatch({ type: 'initFailed' })
      failFetch('failedNetworkPrice', price ?? new Error(`No price for ${native}`))
      return
    }
    // The coin first: it is what a swap pays by default.
    const ordered = [
      ...tokens.tokens.filter(isNativeToken),
      ...tokens.tokens.filter((t) => !isNativeToken(t)),
    ]
    dispatch({ type: 'initialized', tokens: ordered, networkPrice: price, gasPrice })
  }

  // Prepares what the preview sends for the quote under `seq`: an approval when the router may not
  // spend the amount yet, else the swap.
  async function prepare(seq: number) {
    const account = connectedAccount(store)
    const { sourceToken, toToken, sourceTokenAmount, slippage, key } = state()
    const amount = sourceToken && parseDecimalAmount(sourceTokenAmount, sourceToken.decimals)
    if (!account || !sourceToken || !toToken || !amount?.ok || key !== account.key) return
    const current = () => state().quoteSeq === seq && stillFor(account.key)
    const userAddress = userOf(account)
    if (!isNativeToken(sourceToken)) {
      let allowance: bigint
      try {
        const answer = await api<{ allowance: string }>('/api/v1/convert/allowance', {
          query: { tokenAddress: sourceToken.address, userAddress },
        })
        allowance = BigInt(answer.allowance)
      } catch (error) {
        if (current()) failFetch('failedAllowance', error)
        return
      }
      if (!current()) return
      if (allowance < amount.value) {
        dispatch({ type: 'buildStart', seq, kind: 'approval' })
        try {
          // Exactly the amount: an unlimited approval would outlive this swap.
          const { tx } = await api<{ tx: BuiltTransaction }>('/api/v1/convert/build-approve', {
            query: {
              userAddress,
              from: sourceToken.address,
              to: toToken.address,
              amount: String(amount.value),
            },
          })
          dispatch({ type: 'built', seq, approval: toSwapTransaction(tx), swap: undefined })
        } catch (error) {
          if (current()) failFetch('failedApproval', error)
        }
        return
      }
    }
    dispatch({ type: 'buildStart', seq, kind: 'swap' })
    try {
      const { tx } = await api<{ tx: BuiltTransaction }>('/api/v1/convert/build-transaction', {
        body: {
          amount: String(amount.value),
          eip155: { slippage },
          from: sourceToken.address,
          to: toToken.address,
          userAddress,
        },
      })
      dispatch({ type: 'built', seq, approval: undefined, swap: toSwapTransaction(tx) })
    } catch (error) {
      if (current()) failFetch('failedTransaction', error)
    }
  }

  // Sends a built transaction as a legacy one (docs/behaviour.md#calls) and waits for its receipt:
  // a failure (with the wallet's words, where it gave any) when it was refused or failed, else undefined.
  async function send(tx: SwapTransaction): Promise<{ message?: string | undefined } | undefined> {
    let hash: unknown
    try {
      hash = await deps.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: tx.from,
            to: tx.to,
            data: tx.data,
            value: numberToHex(tx.value),
            gas: numberToHex(tx.gas),
            gasPrice: numberToHex(tx.gasPrice),
            type: '0x0',
          },
        ],
      })
      if (!isTransactionHash(hash))
        throw new ProviderRpcError(errorCodes.internal, 'The wallet answered no transaction hash')
    } catch (error) {
      const { code, message } = toProtocolError(error)
      if (code !== errorCodes.userRejectedRequest) logError(error)
      return { message: message || undefined }
    }
    const receipt = await waitForReceipt(deps.readRpc, hash, receiptTiming)
    return receipt?.status === '0x1' ? undefined : {}
  }

  // A failure with the wallet's words, or none (the generic 'Transaction error', which the visitor
  // reads in their language and the host's analytics in English).
  function failTransaction(
    failure: { message?: string | undefined },
    event: 'SWAP_ERROR' | 'SWAP_APPROVAL_ERROR',
    properties: object,
  ) {
    const error = failure.message ?? t().transactionError()
    dispatch({ type: 'transactionFailed', error })
    context.dispatchToast({ type: 'show', message: error, variant: 'error' })
    context.track(event, { ...properties, message: failure.message ?? swapMessages.swap.transactionError() })
  }

  function trackedSwap() {
    const { sourceToken, toToken, sourceTokenAmount, toTokenAmount } = state()
    const account = connectedAccount(store)
    return {
      network: account ? `eip155:${account.chainId}` : undefined,
      swapFromToken: sourceToken?.symbol,
      swapToToken: toToken?.symbol,
      swapFromAmount: sourceTokenAmount,
      swapToAmount: toTokenAmount,
      isSmartAccount: isSmartAccount(),
    }
  }

  const flow = {
    /** Swap is shown: a swap left by another account or network starts afresh and initialises. */
    async begin(): Promise<void> {
      const account = connectedAccount(store)
      if (!account) return
      dispatch({ type: 'start', key: account.key })
      const { initialized, initializing } = state()
      if (!initialized && !initializing) await initialize(account)
      if (state().toToken && state().toTokenAmount === '') await flow.quote()
    },
    /** A token button: SwapSelectToken picks for `side`. */
    select(side: SwapSide): void {
      dispatch({ type: 'select', side })
      if (view() === 'Swap') context.dispatchRouter({ type: 'push', view: 'SwapSelectToken' })
    },
    /** SwapSelectToken's pick: sets the token on the side it picks for, fetches its price and a quote. */
    async pickToken(token: SwapToken): Promise<void> {
      dispatch({ type: 'setToken', side: state().selecting, token })
      if (view() === 'SwapSelectToken') context.dispatchRouter({ type: 'goBack' })
      const key = state().key
      if (state().tokensPriceMap[token.address.toLowerCase()] === undefined) {
        dispatch({ type: 'pricesStart' })
        const prices = await fetchPrices([token.address]).catch((error: unknown) => {
          logError(error)
          return {}
        })
        if (state().key !== key) return
        dispatch({ type: 'pricesLoaded', prices })
      }
      await flow.quote()
    },
    /** The switch button: the tokens change sides (ignored while initialising) and a quote is asked. */
    async switchTokens(): Promise<void> {
      const before = state()
      dispatch({ type: 'switchTokens' })
      if (state() !== before) await flow.quote()
    },
    /** Max: all of the token paid; of the network's coin, what is left once the swap's gas is paid. */
    fillMax(): void {
      const { sourceToken } = state()
      const held = balances().find(
        (token) => token.address.toLowerCase() === sourceToken?.address.toLowerCase(),
      )
      if (!sourceToken || !held) return
      if (!isNativeToken(sourceToken)) {
        dispatch({ type: 'setAmount', amount: held.quantity.numeric })
        return
      }
      const coin = nativeBalanceOf(balances()) ?? 0n
      // Half again the gas, for a price that moves before the swap is sent.
      const gas = ((swapGasCost(state()) ?? 0n) * 3n) / 2n
      dispatch({ type: 'setAmount', amount: formatUnits(coin > gas ? coin - gas : 0n, sourceToken.decimals) })
    },
    /**
     * Asks what the amount typed yields (the view calls it once typing pauses, and every 10 s while
     * Swap or SwapPreview is shown), then prepares the transaction. Nothing is asked for an amount
     * that does not parse or is 0, while a transaction is waited on, or when `forSeq` (the quoteSeq
     * a debounced call was scheduled under) is no longer current.
     */
    async quote(forSeq?: number): Promise<void> {
      const account = connectedAccount(store)
      const { sourceToken, toToken, sourceTokenAmount, quoteSeq: seq, loadingTransaction, key } = state()
      const amount = sourceToken && parseDecimalAmount(sourceTokenAmount, sourceToken.decimals)
      if (forSeq !== undefined && forSeq !== seq) return
      if (!account || key !== account.key || loadingTransaction || !sourceToken || !toToken) return
      if (!amount?.ok || amount.value === 0n) return
      dispatch({ type: 'quoteStart', seq })
      const gasPrice = state().gasPrice
      const query = {
        amount: String(amount.value),
        userAddress: userOf(account),
        from: sourceToken.address,
        to: toToken.address,
        gasPrice: gasPrice === undefined ? undefined : String(gasPrice),
      }
      const toAmount = await readCached(context, ['swapQuote', query], () =>
        api<{ quotes?: { toAmount?: unknown }[] }>('/api/v1/convert/quotes', { query }),
      ).then(
        (answer) => answer.quotes?.[0]?.toAmount,
        (error: unknown) => {
          logError(error)
          return undefined
        },
      )
      const quoted =
        typeof toAmount === 'string' && /^\d+$/.test(toAmount) && BigInt(toAmount) > 0n
          ? formatUnits(BigInt(toAmount), toToken.decimals)
          : undefined
      if (state().quoteSeq !== seq) return
      dispatch({ type: 'quoted', seq, toAmount: quoted })
      if (quoted !== undefined) await prepare(seq)
    },
    /** "Review swap": shows SwapPreview once the input is valid and its transaction is built. */
    review(): void {
      const account = connectedAccount(store)
      const current = state()
      const inputError = validateSwap(current, {
        address: account?.address,
        balances: balances(),
        isSmartAccount: isSmartAccount(),
      })
      if (inputError || (!current.approvalTransaction && !current.swapTransaction)) return
      if (view() === 'Swap') context.dispatchRouter({ type: 'push', view: 'SwapPreview' })
    },
    /** The preview's Cancel: back to Swap. */
    cancel(): void {
      if (view() === 'SwapPreview' && !state().loadingTransaction) context.dispatchRouter({ type: 'goBack' })
    },
    /**
     * "Approve {symbol}": sends the approval and waits for it, then prepares the swap itself, which
     * the preview then offers. A refusal or failure stays here with the error (SWAP_APPROVAL_ERROR).
     */
    async approve(): Promise<void> {
      const tx = state().approvalTransaction
      if (!tx || state().loadingTransaction) return
      dispatch({ type: 'confirmStart', pending: 'approval' })
      const failure = await send(tx)
      if (failure) return failTransaction(failure, 'SWAP_APPROVAL_ERROR', trackedSwap())
      dispatch({ type: 'approved' })
      await prepare(state().quoteSeq)
    },
    /**
     * "Swap": sends the swap and waits for it; on success toasts 'Swapped …', resets, refreshes the
     * balances and the activity, tracks SWAP_SUCCESS and lands on Account (docs/behaviour.md#views-and-the-stack: reset there
     * for the embedded wallet, the view replaced otherwise). A refusal or failure stays on the
     * preview with the error (SWAP_ERROR).
     */
    async swap(): Promise<void> {
      const tx = state().swapTransaction
      if (!tx || state().approvalTransaction || state().loadingTransaction) return
      const embedded = isEmbeddedAccount(store)
      const tracked = trackedSwap()
      const { sourceToken, toToken, sourceTokenAmount, toTokenAmount } = state()
      dispatch({ type: 'confirmStart', pending: 'swap' })
      const failure = await send(tx)
      if (failure) return failTransaction(failure, 'SWAP_ERROR', tracked)
      const paid = formatAmount(sourceTokenAmount, sourceToken?.decimals)
      const received = formatAmount(formatToAmount(toTokenAmount))
      context.dispatchToast({
        type: 'show',
        message: t().swappedToast({
          paid: `${paid} ${sourceToken?.symbol ?? ''}`.trim(),
          received: `${received} ${toToken?.symbol ?? ''}`.trim(),
        }),
        variant: 'success',
      })
      context.track('SWAP_SUCCESS', tracked)
      dispatch({ type: 'reset' })
      deps.refreshBalances({ force: true }).catch(logError)
      try {
        Promise.resolve(deps.refreshActivity?.()).catch(logError)
      } catch (refreshError) {
        logError(refreshError)
      }
      if (swapViews.includes(view()))
        context.dispatchRouter(
          embedded ? { type: 'reset', view: 'Account' } : { type: 'replace', view: 'Account' },
        )
    },
  }
  return flow
}

function isSwapToken(value: unknown): value is SwapToken {
  const token = value as Partial<SwapToken> | null
  return (
    typeof token?.address === 'string' &&
    typeof token.symbol === 'string' &&
    typeof token.decimals === 'number' &&
    Number.isInteger(token.decimals)
  )
}

function toSwapTransaction(tx: BuiltTransaction): SwapTransaction {
  return {
    from: tx.from,
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
    toAmount: tx.toAmount === undefined ? undefined : BigInt(tx.toAmount),
  }
}
