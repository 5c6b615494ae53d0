import { checkOnrampAmount } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { devnetNetwork } from '@/networks/knownNetworks'
import { defaultOnrampOptions } from './defaultOnrampOptions'

const devnetA = devnetNetwork(31_337, 'Latch Devnet A', 'http://127.0.0.1:8545')
const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const known = [
  {
    chainId: 31_338,
    routers: [],
    tokens: [{ address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', symbol: 'LBTC', decimals: 8 }],
  },
  {
    chainId: 31_337,
    routers: [],
    tokens: [
      { address: usdl, symbol: 'USDL', decimals: 6 },
      { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', symbol: 'WETH', decimals: 18 },
    ],
  },
] as const satisfies Parameters<typeof defaultOnrampOptions>[1]

describe('defaultOnrampOptions (docs/behaviour.md#calls, #constants-and-limits)', () => {
  it("offers the connected network's coin and the tokens the frame knows on it, delivered there", () => {
    const { purchaseCurrencies } = defaultOnrampOptions(devnetA, known)
    expect(purchaseCurrencies.map((currency) => currency.id)).toEqual(['ETH', 'USDL', 'WETH'])
    expect(purchaseCurrencies[0]).toEqual({
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'eip155:31337', display_name: 'Latch Devnet A', chain_id: '31337', contract_address: '' },
      ],
    })
    expect(purchaseCurrencies[1]?.networks[0]?.contract_address).toBe(usdl)
  })

  it('pays with USD and EUR within the fallback limits: card 10.00 to 7500.00, bank account to 25000.00', () => {
    const { paymentCurrencies } = defaultOnrampOptions(devnetA, known)
    expect(paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    for (const currency of paymentCurrencies) {
      const limit = (id: string) => currency.payment_method_limits.find((candidate) => candidate.id === id)
      const card = limit('card')
      const bank = limit('ach_bank_account')
      if (!card || !bank) throw new Error(`${currency.id} has no card or bank limit`)
      expect(checkOnrampAmount('10.00', card, currency.id)).toBeUndefined()
      expect(checkOnrampAmount('9.99', card, currency.id)).toBeDefined()
      expect(checkOnrampAmount('7500.00', card, currency.id)).toBeUndefined()
      expect(checkOnrampAmount('7500.01', card, currency.id)).toBeDefined()
      expect(checkOnrampAmount('25000.00', bank, currency.id)).toBeUndefined()
      expect(checkOnrampAmount('25000.01', bank, currency.id)).toBeDefined()
    }
  })

  it('offers nothing to buy without a network, and only the coin on a network without known tokens', () => {
    expect(defaultOnrampOptions(undefined, known).purchaseCurrencies).toEqual([])
    const devnetC = devnetNetwork(31_339, 'Latch Devnet C', 'http://127.0.0.1:8547')
    expect(defaultOnrampOptions(devnetC, known).purchaseCurrencies.map((currency) => currency.id)).toEqual([
      'ETH',
    ])
  })
})
