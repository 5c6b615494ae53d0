import { describe, expect, it } from 'vitest'
import { readSession } from './readSession'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('readSession', () => {
  it('reads the checksummed account, the chains and the events', () => {
    expect(
      readSession({
        namespaces: {
          eip155: {
            chains: ['eip155:31337', 'eip155:31338'],
            accounts: [`eip155:31337:${address.toLowerCase()}`, `eip155:31338:${address.toLowerCase()}`],
            methods: ['personal_sign'],
            events: ['chainChanged'],
          },
        },
      }),
    ).toEqual({ account: address, chains: ['eip155:31337', 'eip155:31338'], events: ['chainChanged'] })
  })

  it('takes the chains from the accounts when the namespace lists none', () => {
    expect(
      readSession({
        namespaces: { eip155: { accounts: [`eip155:31338:${address}`], methods: [], events: [] } },
      }),
    ).toEqual({ account: address, chains: ['eip155:31338'], events: [] })
  })

  it('has no account when the session holds none', () => {
    expect(readSession({ namespaces: {} })).toEqual({ account: undefined, chains: [], events: [] })
  })

  it('reads the EVM account from eip155 and the Solana account from solana, whatever their order', () => {
    const solanaAddress = '8ZHK8JtyM6HLtiF3WpMzHSMEmUuBSVqjG2GJvSqjZk9r'
    expect(
      readSession({
        namespaces: {
          solana: { accounts: [`solana:localnet:${solanaAddress}`], methods: [], events: [] },
          eip155: { accounts: [`eip155:31337:${address}`], methods: [], events: ['chainChanged'] },
        },
      }),
    ).toEqual({
      account: address,
      solanaAccount: solanaAddress,
      chains: ['solana:localnet', 'eip155:31337'],
      events: ['chainChanged'],
    })
  })

  it('reads the Bitcoin account from bip122', () => {
    const bitcoinAddress = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    expect(
      readSession({
        namespaces: {
          eip155: { accounts: [`eip155:31337:${address}`], methods: [], events: [] },
          bip122: { accounts: [`${regtest}:${bitcoinAddress}`], methods: ['signMessage'], events: [] },
        },
      }),
    ).toEqual({
      account: address,
      bitcoinAccount: bitcoinAddress,
      chains: ['eip155:31337', regtest],
      events: [],
    })
  })
})
