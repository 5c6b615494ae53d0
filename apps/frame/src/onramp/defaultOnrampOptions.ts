import { limits, type OnrampOptions } from '@latch/shared-types'
import type { Network } from '@/networks/Network'
import type { KnownContracts } from '@/projects/KnownContracts'

/**
 * The built-in options used when GET /v1/onramp/options fails (docs/behaviour.md#calls): the connected network's
 * coin and the tokens the frame knows on it can be bought; USD and EUR pay, within the fallback
 * limits of docs/behaviour.md#constants-and-limits. Written as the options call answers, so nothing downstream tells them apart.
 *
 * @example
 * defaultOnrampOptions(devnetA, knownContracts).purchaseCurrencies.map((c) => c.id) // ['ETH', 'USDL', 'WETH', …]
 */
export function defaultOnrampOptions(
  network: Network | undefined,
  knownContracts: readonly KnownContracts[],
): OnrampOptions {
  const paymentCurrencies = limits.onramp.fallbackCurrencies.map((id) => ({
    id,
    payment_method_limits: limits.onramp.paymentMethodLimits,
  }))
  if (!network) return { purchaseCurrencies: [], paymentCurrencies }
  const on = (contractAddress: string) => [
    {
      name: network.caipNetworkId,
      display_name: network.name,
      chain_id: String(network.id),
      contract_address: contractAddress,
    },
  ]
  const { name, symbol } = network.nativeCurrency
  const tokens = knownContracts.find((known) => known.chainId === network.id)?.tokens ?? []
  return {
    purchaseCurrencies: [
      { id: symbol, name, symbol, networks: on('') },
      ...tokens
        .filter((token) => token.symbol !== symbol)
        .map((token) => ({
          id: token.symbol,
          name: token.symbol,
          symbol: token.symbol,
          networks: on(token.address),
        })),
    ],
    paymentCurrencies,
  }
}
