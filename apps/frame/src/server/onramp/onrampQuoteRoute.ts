import { randomUUID } from 'node:crypto'
import { InputText } from '@latch/protocol'
import { formatFiatCents, type OnrampQuote } from '@latch/shared-types'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { CaipNetworkIdParam } from '../blockchain/CaipNetworkIdParam'
import { proxyUpstream } from '../upstream/proxyUpstream'
import {
  FiatAmountParam,
  OnrampPaymentCurrencyParam,
  OnrampPaymentMethodParam,
  OnrampProviderParam,
} from './internal/onrampParams'
import { quoteOnramp } from './quoteOnramp'

/**
 * POST /api/v1/onramp/quote: what paying `amount` of `paymentCurrency` (fees included) through a
 * provider buys of `purchaseCurrency` on `network`, and the fees (see quoteOnramp). An amount out of
 * the payment method's limits, or a currency or network the onramp does not serve, is a 400 naming it.
 */
export const onrampQuoteRoute = defineApiRoute({
  method: 'POST',
  input: z.object({
    projectId: ProjectIdParam,
    purchaseCurrency: InputText.check(z.minLength(1)).check(z.maxLength(20)),
    paymentCurrency: OnrampPaymentCurrencyParam,
    amount: FiatAmountParam,
    network: CaipNetworkIdParam,
    provider: OnrampProviderParam,
    paymentMethod: OnrampPaymentMethodParam,
  }),
  run: async (input, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, 'v1/onramp/quote')
    const quote = await quoteOnramp(context, {
      purchaseCurrency: input.purchaseCurrency,
      paymentCurrency: input.paymentCurrency,
      totalCents: input.amount,
      network: input.network.caipNetworkId,
      provider: input.provider,
      paymentMethod: input.paymentMethod,
    })
    if (!quote.ok)
      throw new ApiError(400, `Invalid parameter '${quote.field}': ${quote.message}`, {
        parameter: quote.field,
      })
    const { amounts, token } = quote
    const fiat = (cents: bigint) => ({ amount: formatFiatCents(cents), currency: input.paymentCurrency })
    return {
      coinbaseFee: fiat(amounts.feeCents),
      networkFee: fiat(amounts.networkFeeCents),
      paymentSubtotal: fiat(amounts.subtotalCents),
      paymentTotal: fiat(input.amount),
      purchaseAmount: {
        amount: formatUnits(amounts.purchaseBaseUnits, token.decimals),
        currency: token.symbol,
      },
      quoteId: randomUUID(),
    } satisfies OnrampQuote
  },
})
