import { describe, expect, it } from 'vitest'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { activeNamespaceAccount } from './activeNamespaceAccount'

const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const solana = {
  address: solanaAddress,
  network: localSolanaNetwork,
  key: `solana:localnet:${solanaAddress}`,
}
const btc = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
const bitcoin = {
  address: btc,
  network: localBitcoinNetwork,
  key: `${localBitcoinNetwork.caipNetworkId}:${btc}`,
}

describe('activeNamespaceAccount', () => {
  it("is the active namespace's Solana or Bitcoin account", () => {
    expect(activeNamespaceAccount('solana', { solana, bitcoin })).toEqual({
      namespace: 'solana',
      account: solana,
    })
    expect(activeNamespaceAccount('bip122', { solana, bitcoin })).toEqual({
      namespace: 'bip122',
      account: bitcoin,
    })
  })

  it('is none where Ethereum or NEAR is active, or no account of the active namespace is connected', () => {
    expect(activeNamespaceAccount('eip155', { solana, bitcoin })).toBeUndefined()
    expect(activeNamespaceAccount('near', { solana, bitcoin })).toBeUndefined()
    expect(activeNamespaceAccount('bip122', { solana, bitcoin: undefined })).toBeUndefined()
    expect(activeNamespaceAccount('solana', { solana: undefined, bitcoin })).toBeUndefined()
  })
})
