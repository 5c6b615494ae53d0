import { limits, type OnrampNetwork, type OnrampOptions, type PurchaseCurrency } from '@latch/shared-types'
import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { chainTokens } from '../blockchain/ChainToken'
import { servedChain } from '../blockchain/servedChain'
import { proxyUpstream } from '../upstream/proxyUpstream'

/**
 * GET /api/v1/onramp/options: what can be bought and paid with. Locally, every token of the
 * project's networks that have the AMM (whose pools price it), by symbol, with the networks that
 * have it (its contract address, '' for the native coin); paid in USD or EUR within the payment
 * methods' limits.
 */
export const onrampOptionsRoute = defineApiRoute({
  method: 'GET',
  input: z.object({ projectId: ProjectIdParam }),
  run: async (_input, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, 'v1/onramp/options')
    const bySymbol = new Map<string, PurchaseCurrency & { networks: OnrampNetwork[] }>()
    for (const caipNetworkId of context.project.networks) {
      const chain = servedChain(context, caipNetworkId)
      if (!chain?.deployment) continue
      for (const token of chainTokens(chain)) {
        const currency = bySymbol.get(token.symbol) ?? {
          id: token.symbol,
          name: token.name,
          symbol: token.symbol,
          networks: [],
        }
        currency.networks.push({
          name: caipNetworkId,
          display_name: chain.network.name,
          chain_id: String(chain.network.id),
          contract_address: token.address ?? '',
        })
        bySymbol.set(token.symbol, currency)
      }
    }
    return {
      purchaseCurrencies: [...bySymbol.values()],
      paymentCurrencies: limits.onramp.fallbackCurrencies.map((id) => ({
        id,
        payment_method_limits: limits.onramp.paymentMethodLimits,
      })),
    } satisfies OnrampOptions
  },
})
