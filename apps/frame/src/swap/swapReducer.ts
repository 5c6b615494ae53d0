import {
  initialSwapState,
  type SwapSide,
  type SwapState,
  type SwapToken,
  type SwapTransaction,
} from './SwapState'

export type SwapAction =
  | { type: 'start'; key: string }
  | { type: 'initStart' }
  /** The tokens, the network coin's price and the gas price read: the coin is paid, 1 of it. */
  | { type: 'initialized'; tokens: readonly SwapToken[]; networkPrice: number; gasPrice: bigint | undefined }
  | { type: 'initFailed' }
  | { type: 'select'; side: SwapSide }
  | { type: 'setToken'; side: SwapSide; token: SwapToken }
  | { type: 'pricesStart' }
  | { type: 'pricesLoaded'; prices: Readonly<Record<string, number>> }
  | { type: 'setAmount'; amount: string }
  | { type: 'switchTokens' }
  | { type: 'gasPrice'; gasPrice: bigint }
  /** `seq` is the quoteSeq the quote was asked under: an answer for an older one is dropped. */
  | { type: 'quoteStart'; seq: number }
  /** `toAmount` is a decimal string of the token received; undefined when nothing could be quoted. */
  | { type: 'quoted'; seq: number; toAmount: string | undefined }
  | { type: 'buildStart'; seq: number; kind: 'approval' | 'swap' }
  | { type: 'built'; seq: number; approval: SwapTransaction | undefined; swap: SwapTransaction | undefined }
  | { type: 'fetchFailed' }
  | { type: 'confirmStart'; pending: 'approval' | 'swap' }
  | { type: 'approved' }
  | { type: 'transactionFailed'; error: string }
  | { type: 'reset' }

const idle = {
  loadingQuote: false,
  loadingApprovalTransaction: false,
  loadingBuildTransaction: false,
}

// Any change to what is swapped makes the quote and the transactions built for it stale, and any
// answer still on its way for them.
const edited = (state: SwapState, change: Partial<SwapState>): SwapState => ({
  ...state,
  ...change,
  ...idle,
  toTokenAmount: '',
  noQuote: false,
  quoteSeq: state.quoteSeq + 1,
  approvalTransaction: undefined,
  swapTransaction: undefined,
  transactionError: undefined,
})

const sameToken = (a: SwapToken | undefined, b: SwapToken | undefined) =>
  a !== undefined && b !== undefined && a.address.toLowerCase() === b.address.toLowerCase()

/**
 * The Swap flow as plain state: initialising pays 1 of the network's coin unless an amount was
 * typed; a token picked for the side that holds the other one switches them; switching is ignored
 * until initialised, and pays what was to be received (1 when nothing was); every edit drops the
 * quote and the transactions built for it, and an answer asked under an older quoteSeq; nothing is
 * edited while a transaction is waited on.
 *
 * @example
 * swapReducer(state, { type: 'setAmount', amount: '2' }).toTokenAmount // '' until the next quote
 */
export function swapReducer(state: SwapState, action: SwapAction): SwapState {
  const busy = state.loadingTransaction
  switch (action.type) {
    case 'start':
      if (action.key !== state.key) return { ...initialSwapState, key: action.key }
      return state.transactionError && !busy ? { ...state, transactionError: undefined } : state
    case 'initStart':
      return { ...state, initializing: true, fetchError: false }
    case 'initialized': {
      const native = action.tokens[0]
      if (!native) return { ...state, initializing: false }
      return edited(state, {
        initializing: false,
        initialized: true,
        tokens: action.tokens,
        networkPrice: action.networkPrice,
        gasPrice: action.gasPrice,
        tokensPriceMap: { ...state.tokensPriceMap, [native.address.toLowerCase()]: action.networkPrice },
        sourceToken: native,
        toToken: undefined,
        // What the visitor typed while the tokens loaded stays.
        sourceTokenAmount: state.sourceTokenAmountTyped ? state.sourceTokenAmount : '1',
      })
    }
    case 'initFailed':
      return { ...state, initializing: false }
    case 'select':
      return { ...state, selecting: action.side }
    case 'setToken': {
      if (busy) return state
      const other = action.side === 'source' ? state.toToken : state.sourceToken
      if (sameToken(action.token, other)) return switched(state)
      return edited(
        state,
        action.side === 'source' ? { sourceToken: action.token } : { toToken: action.token },
      )
    }
    case 'pricesStart':
      return { ...state, loadingPrices: true }
    case 'pricesLoaded': {
      const prices = Object.fromEntries(
        Object.entries(action.prices).map(([address, price]) => [address.toLowerCase(), price]),
      )
      return { ...state, loadingPrices: false, tokensPriceMap: { ...state.tokensPriceMap, ...prices } }
    }
    case 'setAmount':
      return busy ? state : edited(state, { sourceTokenAmount: action.amount, sourceTokenAmountTyped: true })
    case 'switchTokens':
      return busy || state.initializing || !state.initialized ? state : switched(state)
    case 'gasPrice':
      return { ...state, gasPrice: action.gasPrice }
    case 'quoteStart':
      return action.seq === state.quoteSeq && !busy ? { ...state, loadingQuote: true, noQuote: false } : state
    case 'quoted':
      if (action.seq !== state.quoteSeq || busy) return state
      return {
        ...state,
        loadingQuote: false,
        toTokenAmount: action.toAmount ?? '',
        noQuote: action.toAmount === undefined,
        ...(action.toAmount === undefined && { approvalTransaction: undefined, swapTransaction: undefined }),
      }
    case 'buildStart':
      if (action.seq !== state.quoteSeq || busy) return state
      return action.kind === 'approval'
        ? { ...state, loadingApprovalTransaction: true }
        : { ...state, loadingBuildTransaction: true }
    case 'built':
      if (action.seq !== state.quoteSeq || busy) return state
      return {
        ...state,
        loadingApprovalTransaction: false,
        loadingBuildTransaction: false,
        approvalTransaction: action.approval,
        swapTransaction: action.swap,
      }
    case 'fetchFailed':
      return { ...state, ...idle, loadingPrices: false, fetchError: true }
    case 'confirmStart':
      return busy
        ? state
        : { ...state, loadingTransaction: true, pending: action.pending, transactionError: undefined }
    case 'approved':
      return busy
        ? { ...state, loadingTransaction: false, pending: undefined, approvalTransaction: undefined }
        : state
    case 'transactionFailed':
      return busy
        ? { ...state, loadingTransaction: false, pending: undefined, transactionError: action.error }
        : state
    case 'reset':
      return initialSwapState
  }
}

// docs/behaviour.md#states-and-transitions: the tokens change sides, and what was to be received is paid (1 when nothing was).
function switched(state: SwapState): SwapState {
  return edited(state, {
    sourceToken: state.toToken,
    toToken: state.sourceToken,
    sourceTokenAmount: state.toTokenAmount === '' ? '1' : state.toTokenAmount,
  })
}
