import { expect, it } from 'vitest'
import { nearAccountsOf } from './nearAccountsOf'

const implicit = 'a'.repeat(64)
const session = (accounts: string[]) => ({ namespaces: { near: { accounts } } })

it("keeps the named and implicit accounts of the app's NEAR networks, once each, and drops the rest", () => {
  expect(
    nearAccountsOf(
      session([
        'near:testnet:alice.testnet',
        'near:testnet:alice.testnet',
        `near:testnet:${implicit}`,
        'near:mainnet:alice.near',
        'near:testnet:Alice.testnet',
        'near:testnet:a..b',
        'near:testnet',
        'near:testnet:alice.testnet:extra',
      ]),
      [{ caipNetworkId: 'near:testnet' }],
    ),
  ).toEqual(['near:testnet:alice.testnet', `near:testnet:${implicit}`])
  expect(nearAccountsOf({ namespaces: {} }, [{ caipNetworkId: 'near:testnet' }])).toEqual([])
})
