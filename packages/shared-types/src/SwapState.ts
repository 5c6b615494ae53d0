import type { Hex } from './Hex'
import type { Token } from './Token'

/** An approval or swap transaction built by the API, ready to send. */
export interface SwapTransaction {
  from?: Hex | undefined
  to: Hex
  data: Hex
  value: bigint
  gas?: bigint | undefined
  gasPrice: bigint
  /** The amount the swap yields, in the target token's base units. */
  toAmount: string
}

/** The Swap view's state (SPEC.md §3, §4). */
export interface SwapState {
  initializing: boolean
  initialized: boolean
  loadingPrices: boolean
  loadingQuote: boolean
  loadingApprovalTransaction: boolean
  loadingBuildTransaction: boolean
  loadingTransaction: boolean

  sourceToken?: Token | undefined
  toToken?: Token | undefined
  sourceTokenAmount: string
  toTokenAmount: string
  sourceTokenPriceInUSD: number
  toTokenPriceInUSD: number
  /** The native token's USD price. */
  networkPrice: string
  networkBalanceInUSD: string
  networkTokenSymbol: string

  slippage: number
  maxSlippage?: number | undefined
  gasFee: string
  gasPriceInUSD?: number | undefined
  priceImpact?: number | undefined
  providerFee?: string | undefined

  tokens?: readonly Token[] | undefined
  /** Sorted by symbol. */
  popularTokens?: readonly Token[] | undefined
  suggestedTokens?: readonly Token[] | undefined
  foundTokens?: readonly Token[] | undefined
  myTokensWithBalance?: readonly Token[] | undefined
  /** USD price keyed by token address. */
  tokensPriceMap: Readonly<Record<string, number>>

  approvalTransaction?: SwapTransaction | undefined
  swapTransaction?: SwapTransaction | undefined

  transactionError?: string | undefined
  inputError?: string | undefined
  /** Set when a price, allowance or build call failed (SPEC.md §8). */
  fetchError: boolean
}
