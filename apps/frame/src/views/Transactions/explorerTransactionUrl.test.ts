import { describe, expect, it } from 'vitest'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { devnetNetwork } from '@/networks/knownNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import type { Network } from '@/networks/Network'
import { explorerTransactionUrl } from './explorerTransactionUrl'

const hash = `0x${'ab'.repeat(32)}`
const devnet = devnetNetwork(31337, 'Devnet A', 'http://127.0.0.1:8545')
const withExplorer = (url: string): Network => ({ ...devnet, blockExplorer: { name: 'Explorer', url } })

describe('explorerTransactionUrl', () => {
  it("links the hash on the network's explorer, same-origin or http(s)", () => {
    expect(explorerTransactionUrl(devnet, hash)).toBe(`/explorer/31337/tx/${hash}`)
    expect(explorerTransactionUrl(withExplorer('https://etherscan.io/'), hash)).toBe(
      `https://etherscan.io/tx/${hash}`,
    )
  })

  it('gives no link without an explorer, for a hash that is not one, or for an explorer of another scheme', () => {
    const { blockExplorer: _none, ...bare } = devnet
    expect(explorerTransactionUrl(bare, hash)).toBeUndefined()
    expect(explorerTransactionUrl(devnet, '0x1234')).toBeUndefined()
    expect(explorerTransactionUrl(devnet, `${hash}/../../x`)).toBeUndefined()
    expect(explorerTransactionUrl(withExplorer('javascript:alert(1)//'), hash)).toBeUndefined()
    expect(explorerTransactionUrl(withExplorer('//evil.example'), hash)).toBeUndefined()
    expect(explorerTransactionUrl(withExplorer('https://user:pw@evil.example'), hash)).toBeUndefined()
  })

  it("links a Solana signature on the cluster's explorer, and nothing else there", () => {
    const signature = '5'.repeat(87)
    expect(explorerTransactionUrl(localSolanaNetwork, signature)).toBe(
      `/explorer/solana:localnet/tx/${signature}`,
    )
    expect(explorerTransactionUrl(localSolanaNetwork, hash)).toBeUndefined()
    expect(explorerTransactionUrl(localSolanaNetwork, `${signature}/../x`)).toBeUndefined()
    expect(explorerTransactionUrl(devnet, signature)).toBeUndefined()
  })

  it("links a Bitcoin txid (64 hex digits, no 0x) on the network's explorer, and nothing else there", () => {
    const mempool = {
      ...localBitcoinNetwork,
      blockExplorer: { name: 'mempool', url: 'https://mempool.space' },
    }
    const txid = 'ab'.repeat(32)
    expect(explorerTransactionUrl(mempool, txid)).toBe(`https://mempool.space/tx/${txid}`)
    for (const other of [`0x${txid}`, txid.toUpperCase(), txid.slice(2)])
      expect(explorerTransactionUrl(mempool, other)).toBeUndefined()
  })
})
