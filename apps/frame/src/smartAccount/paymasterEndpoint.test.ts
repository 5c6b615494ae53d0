import { describe, expect, it } from 'vitest'
import { devnetNetwork } from '@/networks/knownNetworks'
import { readRpcEndpoint } from '@/networks/readRpcEndpoint'
import { paymasterEndpoint } from './paymasterEndpoint'

const network = devnetNetwork(31337, 'Latch Devnet A', 'http://127.0.0.1:8545')

describe('paymasterEndpoint', () => {
  it('is the frame server’s paymaster route, with the proxy’s chain, project and host origin', () => {
    const rpc = readRpcEndpoint(network, {
      projectId: 'latch-dev',
      frameOrigin: 'https://frame.example',
      hostOrigin: 'https://shop.example',
    })
    expect(paymasterEndpoint(rpc)).toEqual({
      url: 'https://frame.example/api/v1/paymaster?chainId=eip155%3A31337&projectId=latch-dev',
      headers: { 'x-latch-origin': 'https://shop.example' },
    })
  })

  it('is none where the network is read at its own RPC: nobody there sponsors', () => {
    const rpc = readRpcEndpoint(network, {
      projectId: 'latch-dev',
      frameOrigin: undefined,
      hostOrigin: undefined,
    })
    expect(paymasterEndpoint(rpc)).toBeUndefined()
    expect(paymasterEndpoint({ url: 'not a url', headers: {} })).toBeUndefined()
  })
})
