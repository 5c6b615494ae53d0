import {
  checkOnrampAmount,
  formatFiatCents,
  limits,
  type OnrampPaymentMethod,
  type OnrampProvider,
  type OnrampProviderId,
  onrampProviders,
} from '@latch/shared-types'
import type { ApiContext } from '../api/ApiRoute'
import { type ChainToken, chainTokens } from '../blockchain/ChainToken'
import { getTokenUsdPrices } from '../blockchain/getTokenUsdPrices'
import { servedChain } from '../blockchain/servedChain'
import type { LocalChain } from '../chain/LocalChain'
import { readGasPrice } from '../swap/readGasPrice'
import { type OnrampPaymentCurrency, type OnrampQuoteAmounts, onrampQuoteAmounts } from './onrampQuoteAmounts'

type OnrampQuoteRequest = {
  /** A token symbol ('USDL', or 'ETH' for the native coin). */
  purchaseCurrency: string
  paymentCurrency: OnrampPaymentCurrency
  /** What the user pays, fees included. */
  totalCents: bigint
  /** CAIP-2. */
  network: string
  provider: OnrampProviderId
  paymentMethod: OnrampPaymentMethod
}

/** A priced purchase, or which part of the request is wrong and why. */
export type OnrampQuoteResult =
  | {
      ok: true
      chain: LocalChain
      token: ChainToken
      provider: OnrampProvider
      amounts: OnrampQuoteAmounts
    }
  | { ok: false; field: 'amount' | 'network' | 'purchaseCurrency'; message: string }

// The gas of the delivery: a plain transfer of the native coin, or an ERC-20 transfer.
const nativeDeliveryGas = 21_000n
const tokenDeliveryGas = 65_000n

/**
 * Prices a purchase in local mode: the network must be one of the project's with the AMM deployed
 * (its pools price the token), the token one the chain has, the amount within the payment method's
 * limits (checkOnrampAmount). The fees and what the rest buys are onrampQuoteAmounts', over the
 * node's standard gas price and the pools' prices of now.
 *
 * @example
 * const quote = await quoteOnramp(context, { purchaseCurrency: 'USDL', paymentCurrency: 'USD', totalCents: 5000n,
 *   network: 'eip155:31337', provider: 'sandpay', paymentMethod: 'card' })
 * if (quote.ok) quote.amounts.purchaseBaseUnits // 49_300_000n, about
 */
export async function quoteOnramp(
  context: Pick<ApiContext, 'project' | 'chains'>,
  request: OnrampQuoteRequest,
): Promise<OnrampQuoteResult> {
  const limit = limits.onramp.paymentMethodLimits.find((candidate) => candidate.id === request.paymentMethod)
  const outOfLimits =
    limit && checkOnrampAmount(formatFiatCents(request.totalCents), limit, request.paymentCurrency)
  if (!limit || outOfLimits) return { ok: false, field: 'amount', message: outOfLimits ?? 'Enter an amount' }
  const chain = servedChain(context, request.network)
  if (!chain?.deployment)
    return {
      ok: false,
      field: 'network',
      message: 'Expected a network of the project that the onramp delivers to',
    }
  const token = chainTokens(chain).find((candidate) => candidate.symbol === request.purchaseCurrency)
  if (!token)
    return { ok: false, field: 'purchaseCurrency', message: `Expected a token of ${chain.network.name}` }
  const provider = onrampProviders.find((candidate) => candidate.id === request.provider)
  if (!provider) throw new Error(`No onramp provider ${request.provider}`)
  const [prices, gasPrice] = await Promise.all([getTokenUsdPrices(chain), readGasPrice(chain)])
  const ethUsdPrice = prices.get('native')
  const tokenUsdPrice = prices.get(token.address?.toLowerCase() ?? 'native')
  if (ethUsdPrice === undefined || tokenUsdPrice === undefined)
    return {
      ok: false,
      field: 'purchaseCurrency',
      message: `No price for ${token.symbol} on ${chain.network.name}`,
    }
  const amounts = onrampQuoteAmounts({
    totalCents: request.totalCents,
    paymentCurrency: request.paymentCurrency,
    feeRate: provider.feeRate,
    gasUnits: token.address ? tokenDeliveryGas : nativeDeliveryGas,
    gasPriceWei: gasPrice.standard,
    ethUsdPrice,
    tokenUsdPrice,
    tokenDecimals: token.decimals,
  })
  if (amounts.purchaseBaseUnits <= 0n)
    return { ok: false, field: 'amount', message: 'The fees take the whole amount' }
  return { ok: true, chain, token, provider, amounts }
}
