import { limits } from '@latch/shared-types'
import { formatUnits } from 'viem'
import { parseDecimalAmount } from '@/send/parseDecimalAmount'
import { priceImpact } from './priceImpact'
import type { SwapState } from './SwapState'
import { swapGasCost } from './swapGasCost'

/** What Swap and SwapPreview show beside the amounts; each undefined while what it needs is missing. */
type SwapDetails = {
  sourcePrice: number | undefined
  toPrice: number | undefined
  sourceUsd: number | undefined
  toUsd: number | undefined
  /** How much of the token received one of the token paid buys, at the quote. */
  rate: number | undefined
  priceImpact: number | undefined
  /** The provider fee (docs/behaviour.md#constants-and-limits: 0.85 %) in the token paid, a decimal string, and in USD. */
  providerFee: string | undefined
  providerFeeUsd: number | undefined
  /** The most the slippage accepted may take from the quote (docs/behaviour.md#entities maxSlippage), in the token received. */
  maxSlippage: string | undefined
  /** The least the swap yields before the router refuses it: the quote less maxSlippage. */
  minimumReceived: string | undefined
  gasCostWei: bigint | undefined
  gasUsd: number | undefined
}

const feeBasisPoints = BigInt(Math.round(limits.swap.providerFeeRate * 10_000))

/**
 * Works out what the swap costs and yields from its state: USD values at the prices fetched, the
 * rate, the price impact, the provider fee taken from what is paid (rounded down in base units, as
 * the API takes it), the slippage accepted in the token received and the minimum received (as the
 * API's minimumAmountOut rounds it), and the gas in wei and USD at the network coin's price.
 *
 * @example
 * swapDetails(state).providerFee // '0.0085' when paying 1 ETH
 */
export function swapDetails(state: SwapState): SwapDetails {
  const { sourceToken, toToken } = state
  const price = (token: { address: string } | undefined) =>
    token ? state.tokensPriceMap[token.address.toLowerCase()] : undefined
  const sourcePrice = price(sourceToken)
  const toPrice = price(toToken)
  const paid = sourceToken ? parseDecimalAmount(state.sourceTokenAmount, sourceToken.decimals) : undefined
  const received =
    toToken && state.toTokenAmount !== ''
      ? parseDecimalAmount(state.toTokenAmount, toToken.decimals)
      : undefined
  const sourceAmount = paid?.ok ? Number(state.sourceTokenAmount) : undefined
  const toAmount = received?.ok ? Number(state.toTokenAmount) : undefined
  const usd = (amount: number | undefined, at: number | undefined) =>
    amount !== undefined && at !== undefined ? amount * at : undefined

  const fee = sourceToken && paid?.ok ? (paid.value * feeBasisPoints) / 10_000n : undefined
  const providerFee = fee !== undefined && sourceToken ? formatUnits(fee, sourceToken.decimals) : undefined
  const kept = 10_000n - BigInt(Math.round(state.slippage * 100))
  const minimum = received?.ok ? (received.value * kept) / 10_000n : undefined
  const gasCostWei = swapGasCost(state)
  const nativeDecimals = state.tokens[0]?.decimals ?? 18
  return {
    sourcePrice,
    toPrice,
    sourceUsd: usd(sourceAmount, sourcePrice),
    toUsd: usd(toAmount, toPrice),
    rate: sourceAmount && toAmount !== undefined ? toAmount / sourceAmount : undefined,
    priceImpact: priceImpact({
      sourceAmount: sourceAmount ?? 0,
      sourcePrice,
      toAmount: toAmount ?? 0,
      toPrice,
    }),
    providerFee,
    providerFeeUsd: usd(providerFee === undefined ? undefined : Number(providerFee), sourcePrice),
    maxSlippage:
      received?.ok && minimum !== undefined && toToken
        ? formatUnits(received.value - minimum, toToken.decimals)
        : undefined,
    minimumReceived: minimum !== undefined && toToken ? formatUnits(minimum, toToken.decimals) : undefined,
    gasCostWei,
    gasUsd: usd(
      gasCostWei === undefined ? undefined : Number(formatUnits(gasCostWei, nativeDecimals)),
      state.networkPrice,
    ),
  }
}
