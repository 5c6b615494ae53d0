import { limits, type OnrampOptions, type OnrampQuote } from '@latch/shared-types'
import { initialOnrampState, type OnrampState } from '@/onramp/OnrampState'

const devnetA = (contract: string) => [
  { name: 'eip155:31337', display_name: 'Latch Devnet A', chain_id: '31337', contract_address: contract },
]
const devnetB = (contract: string) => [
  { name: 'eip155:31338', display_name: 'Latch Devnet B', chain_id: '31338', contract_address: contract },
]

/** The options as the server answers them locally: ETH and USDL on devnet A, LBTC on devnet B only. */
export const onrampOptions: OnrampOptions = {
  purchaseCurrencies: [
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [...devnetA(''), ...devnetB('')] },
    {
      id: 'USDL',
      name: 'Latch USD',
      symbol: 'USDL',
      networks: devnetA('0x5FbDB2315678afecb367f032d93F642f64180aa3'),
    },
    {
      id: 'LBTC',
      name: 'Latch BTC',
      symbol: 'LBTC',
      networks: devnetB('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'),
    },
  ],
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: limits.onramp.paymentMethodLimits,
  })),
}

/** A quote of 50.00 USD for 49.49 USDL with a 1 % fee, as the sandbox would make it. */
export const usdlQuote: OnrampQuote = {
  coinbaseFee: { amount: '0.50', currency: 'USD' },
  networkFee: { amount: '0.01', currency: 'USD' },
  paymentSubtotal: { amount: '49.49', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '49.49', currency: 'USDL' },
  quoteId: 'quote-1',
}

/**
 * The Buy flow's state for `key` on devnet A with the options loaded and USDL picked: 50 USD by card.
 *
 * @example
 * const state = { ...buyingUsdl('31337:0xabc'), amount: '8000' }
 */
export function buyingUsdl(key: string): OnrampState {
  return {
    ...initialOnrampState,
    key,
    network: 'eip155:31337',
    options: onrampOptions,
    purchaseCurrency: 'USDL',
  }
}
