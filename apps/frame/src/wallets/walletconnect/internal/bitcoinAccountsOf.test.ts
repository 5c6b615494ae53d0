import { describe, expect, it } from 'vitest'
import { bitcoinAccountsOf } from './bitcoinAccountsOf'

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const networks = [{ caipNetworkId: regtest, bip84: 'regtest' }] as const
// A regtest address, and BIP-84's first receive address on mainnet.
const regtestAddress = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
const mainnetAddress = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'

const session = (accounts: string[]) => ({ namespaces: { bip122: { accounts } } })

describe('bitcoinAccountsOf', () => {
  it("keeps the accounts of the app's networks whose address is of that network, once each", () => {
    expect(
      bitcoinAccountsOf(
        session([
          `${regtest}:${regtestAddress}`,
          `${regtest}:${regtestAddress}`,
          `${mainnet}:${mainnetAddress}`,
        ]),
        networks,
      ),
    ).toEqual([`${regtest}:${regtestAddress}`])
  })

  it('drops an address of another network, a broken checksum and malformed ids', () => {
    expect(
      bitcoinAccountsOf(
        session([
          `${regtest}:${mainnetAddress}`,
          `${regtest}:${regtestAddress.slice(0, -1)}q`,
          `${regtest}`,
          `${regtest}:${regtestAddress}:extra`,
          `solana:${regtestAddress}`,
        ]),
        networks,
      ),
    ).toEqual([])
  })

  it('has none without a bip122 namespace', () => {
    expect(bitcoinAccountsOf({ namespaces: {} }, networks)).toEqual([])
    expect(bitcoinAccountsOf(session([`${regtest}:${regtestAddress}`]), [])).toEqual([])
  })
})
