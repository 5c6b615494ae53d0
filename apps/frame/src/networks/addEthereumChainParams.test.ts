import { describe, expect, it } from 'vitest'
import { addEthereumChainParams } from './addEthereumChainParams'
import { knownNetworks } from './knownNetworks'

const devnetB = knownNetworks[1]
if (!devnetB) throw new Error('no devnet B')

describe('addEthereumChainParams', () => {
  it('names the chain with its RPC, and its explorer and image as absolute URLs on the frame', () => {
    expect(addEthereumChainParams(devnetB, 'http://127.0.0.1:3000')).toEqual({
      chainId: '0x7a6a',
      chainName: 'Latch Devnet B',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8546'],
      blockExplorerUrls: ['http://127.0.0.1:3000/explorer/31338'],
      iconUrls: ['http://127.0.0.1:3000/api/public/getAssetImage/31338'],
    })
  })
  it('leaves out what it cannot make absolute', () => {
    const params = addEthereumChainParams(devnetB)
    expect(params).not.toHaveProperty('blockExplorerUrls')
    expect(params).not.toHaveProperty('iconUrls')
  })
})
