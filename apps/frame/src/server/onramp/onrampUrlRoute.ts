import { randomUUID } from 'node:crypto'
import { InputText } from '@latch/protocol'
import { formatFiatCents } from '@latch/shared-types'
import { z } from 'zod'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { AccountParam } from '../blockchain/AccountParam'
import { CaipNetworkIdParam } from '../blockchain/CaipNetworkIdParam'
import { proxyUpstream } from '../upstream/proxyUpstream'
import {
  FiatAmountParam,
  OnrampPaymentCurrencyParam,
  OnrampPaymentMethodParam,
  OnrampProviderParam,
} from './internal/onrampParams'
import { onrampConfigFromEnv } from './onrampConfigFromEnv'
import { onrampSignature } from './onrampSignature'
import { quoteOnramp } from './quoteOnramp'

/** How long a checkout link can be opened. */
const linkLifetimeSeconds = 1800

/**
 * POST /api/v1/generators/onrampurl: a signed link to the provider's checkout for buying, with
 * `presetFiatAmount` (fees included), the first asset of the destination wallet that lists
 * `defaultNetwork`, delivered to that wallet's address. The crypto amount is the server's own quote
 * (quoteOnramp; `presetCryptoAmount` is not trusted), and the link lasts 30 minutes. `partnerUserId`
 * is what the provider files the purchase under, which the history's `onramp` parameter reads back.
 */
export const onrampUrlRoute = defineApiRoute({
  method: 'POST',
  input: z.object({
    projectId: ProjectIdParam,
    destinationWallets: z
      .array(
        z.object({
          address: AccountParam,
          blockchains: z.array(InputText.check(z.maxLength(100))).max(50),
          assets: z
            .array(InputText.check(z.minLength(1)).check(z.maxLength(20)))
            .min(1)
            .max(50),
        }),
      )
      .min(1)
      .max(10),
    defaultNetwork: CaipNetworkIdParam,
    partnerUserId: InputText.check(z.regex(/^[\w.:-]{1,100}$/, 'Expected letters, digits and ._:- only')),
    defaultExperience: z.literal('buy').optional(),
    presetFiatAmount: FiatAmountParam,
    presetCryptoAmount: z.unknown().optional(),
    provider: OnrampProviderParam,
    paymentCurrency: OnrampPaymentCurrencyParam.default('USD'),
    paymentMethod: OnrampPaymentMethodParam,
  }),
  run: async (input, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, 'v1/generators/onrampurl')
    const network = input.defaultNetwork.caipNetworkId
    const walletIndex = input.destinationWallets.findIndex((wallet) => wallet.blockchains.includes(network))
    const wallet = input.destinationWallets[walletIndex]
    if (!wallet)
      throw new ApiError(
        400,
        "Invalid parameter 'destinationWallets': Expected a wallet on 'defaultNetwork'",
        {
          parameter: 'destinationWallets',
        },
      )
    const quote = await quoteOnramp(context, {
      purchaseCurrency: wallet.assets[0] ?? '',
      paymentCurrency: input.paymentCurrency,
      totalCents: input.presetFiatAmount,
      network,
      provider: input.provider,
      paymentMethod: input.paymentMethod,
    })
    if (!quote.ok) {
      const parameter = {
        amount: 'presetFiatAmount',
        network: 'defaultNetwork',
        purchaseCurrency: `destinationWallets.${walletIndex}.assets.0`,
      }[quote.field]
      throw new ApiError(400, `Invalid parameter '${parameter}': ${quote.message}`, { parameter })
    }
    const config = onrampConfigFromEnv()
    const sessionId = randomUUID()
    const params: Record<string, string> = {
      session: sessionId,
      provider: quote.provider.id,
      partnerUserId: input.partnerUserId,
      address: wallet.address,
      chainId: String(quote.chain.network.id),
      asset: quote.token.symbol,
      token: quote.token.address ?? 'native',
      decimals: String(quote.token.decimals),
      cryptoAmount: String(quote.amounts.purchaseBaseUnits),
      fiatAmount: formatFiatCents(input.presetFiatAmount),
      fiatCurrency: input.paymentCurrency,
      paymentMethod: input.paymentMethod,
      fee: formatFiatCents(quote.amounts.feeCents),
      networkFee: formatFiatCents(quote.amounts.networkFeeCents),
      expires: String(Math.floor(context.now().getTime() / 1000) + linkLifetimeSeconds),
    }
    const signed = new URLSearchParams({ ...params, signature: onrampSignature(params, config.key) })
    return { url: `${config.url}/checkout?${signed}`, sessionId }
  },
})
