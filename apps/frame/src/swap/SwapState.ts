import { limits } from '@latch/shared-types'
import type { Address, Hex } from 'viem'

/** A token one can swap, as GET /api/v1/convert/tokens lists it (a CAIP-10 address; the coin by its placeholder). */
export type SwapToken = {
  address: string
  symbol: string
  decimals: number
  name?: string | undefined
  logoUri?: string | undefined
}

/** Which side of the swap a token is for: the one paid (source) or the one received (to). */
export type SwapSide = 'source' | 'to'

/** An approval or swap transaction as the API built it, ready to send (docs/behaviour.md#entities). */
export type SwapTransaction = {
  from: Address
  to: Address
  data: Hex
  value: bigint
  gas: bigint
  gasPrice: bigint
  /** What the swap is quoted to yield, in base units of the token received; absent on an approval. */
  toAmount?: bigint | undefined
}

/** What the preview is waiting on: the wallet (or ApproveTransaction), then the chain. */
export type SwapPending = 'approval' | 'swap' | undefined

/**
 * The Swap flow's state (Swap, SwapSelectToken, SwapPreview), the swap state of docs/behaviour.md#entities. What can be
 * worked out from it (price impact, fees, the gas cost, the minimum received) is, by swapDetails,
 * rather than kept beside it. The shape lives apart from its reducer so that a view reading it does
 * not pull in the rules.
 */
export type SwapState = {
  /** Whose swap it is (`<chainId>:<address>`): one left by another account or network starts afresh. */
  key: string | undefined
  initializing: boolean
  initialized: boolean
  loadingPrices: boolean
  loadingQuote: boolean
  loadingApprovalTransaction: boolean
  loadingBuildTransaction: boolean
  loadingTransaction: boolean
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** The amount to pay, as typed. */
  sourceTokenAmount: string
  /** Whether the visitor has typed an amount: the default of 1 is for a field never touched. */
  sourceTokenAmountTyped: boolean
  /** What the last quote yields, as a decimal string in the token received; '' while there is none. */
  toTokenAmount: string
  /** Bumped by every change to what is quoted: an answer asked for under an older one is dropped. */
  quoteSeq: number
  /** Whether the last quote asked came back empty (no pool can fill the amount). */
  noQuote: boolean
  /** The swappable tokens, the network's coin first. */
  tokens: readonly SwapToken[]
  /** USD prices by CAIP-10 address, lowercased. */
  tokensPriceMap: Readonly<Record<string, number>>
  /** The network coin's USD price. */
  networkPrice: number | undefined
  /** The node's gas price in wei, for the cost of a swap not built yet. */
  gasPrice: bigint | undefined
  /** The slippage accepted, in percent. */
  slippage: number
  approvalTransaction: SwapTransaction | undefined
  swapTransaction: SwapTransaction | undefined
  pending: SwapPending
  /** Why the last approval or swap failed, shown by the preview. */
  transactionError: string | undefined
  /** Set when a price, allowance or build call failed (docs/behaviour.md#errors). */
  fetchError: boolean
  /** The side SwapSelectToken picks a token for. */
  selecting: SwapSide
}

export const initialSwapState: SwapState = {
  key: undefined,
  initializing: false,
  initialized: false,
  loadingPrices: false,
  loadingQuote: false,
  loadingApprovalTransaction: false,
  loadingBuildTransaction: false,
  loadingTransaction: false,
  sourceToken: undefined,
  toToken: undefined,
  sourceTokenAmount: '',
  sourceTokenAmountTyped: false,
  toTokenAmount: '',
  quoteSeq: 0,
  noQuote: false,
  tokens: [],
  tokensPriceMap: {},
  networkPrice: undefined,
  gasPrice: undefined,
  slippage: limits.swap.defaultSlippagePercent,
  approvalTransaction: undefined,
  swapTransaction: undefined,
  pending: undefined,
  transactionError: undefined,
  fetchError: false,
  selecting: 'to',
}
