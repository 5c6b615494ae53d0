import { describe, expect, it } from 'vitest'
import { devnetNetwork } from './knownNetworks'
import type { Network } from './Network'
import { readRpcEndpoint } from './readRpcEndpoint'

const listed = devnetNetwork(31337, 'Latch Devnet A', 'http://127.0.0.1:8545')
const unlisted: Network = {
  ...listed,
  id: 1,
  caipNetworkId: 'eip155:1',
  listed: false,
  rpcUrl: 'https://rpc.example',
}
const context = {
  projectId: 'latch-dev',
  frameOrigin: 'https://frame.example',
  hostOrigin: 'https://shop.example',
}

describe('readRpcEndpoint', () => {
  it("reads a listed network through the frame's RPC proxy, naming the host page", () => {
    const endpoint = readRpcEndpoint(listed, context)
    const url = new URL(endpoint.url)
    expect(url.origin + url.pathname).toBe('https://frame.example/api/v1/rpc')
    expect(Object.fromEntries(url.searchParams)).toEqual({ chainId: 'eip155:31337', projectId: 'latch-dev' })
    expect(endpoint.headers).toEqual({ 'x-latch-origin': 'https://shop.example' })
  })

  it('reads any other network at its own RPC, with no header of ours', () => {
    expect(readRpcEndpoint(unlisted, context)).toEqual({ url: 'https://rpc.example', headers: {} })
  })

  it("falls back to the network's own RPC while the frame's or the host's origin is unknown", () => {
    expect(readRpcEndpoint(listed, { ...context, frameOrigin: undefined }).url).toBe('http://127.0.0.1:8545')
    expect(readRpcEndpoint(listed, { ...context, hostOrigin: undefined }).url).toBe('http://127.0.0.1:8545')
  })

  it('puts an odd projectId in the query as a value, not as more parameters', () => {
    const url = new URL(readRpcEndpoint(listed, { ...context, projectId: 'a&chainId=eip155:1' }).url)
    expect(url.searchParams.getAll('chainId')).toEqual(['eip155:31337'])
    expect(url.searchParams.get('projectId')).toBe('a&chainId=eip155:1')
  })
})
