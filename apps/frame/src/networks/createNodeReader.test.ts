import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeReader } from './createNodeReader'
import { devnetNetwork } from './knownNetworks'
import type { Network } from './Network'

// A node that answers eth_chainId with the chain its path names, and echoes what it was asked.
let server: Server
let origin: string
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string; params: unknown }
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: call.id,
          result: { path: request.url, method: call.method, params: call.params },
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('createNodeReader', () => {
  it("reads the node of the network that is active when it is called, at that network's endpoint", async () => {
    let active: Network | undefined = devnetNetwork(31_337, 'A', `${origin}/a`)
    const readRpc = createNodeReader(
      () => active,
      (network) => ({ url: network.rpcUrl, headers: {} }),
    )
    expect(await readRpc('eth_blockNumber')).toEqual({ path: '/a', method: 'eth_blockNumber', params: [] })
    active = devnetNetwork(31_338, 'B', `${origin}/b`)
    expect(await readRpc('eth_getBalance', ['0x1', 'latest'])).toEqual({
      path: '/b',
      method: 'eth_getBalance',
      params: ['0x1', 'latest'],
    })
  })

  it('refuses with 4901 while no network is active, without calling any node', async () => {
    const readRpc = createNodeReader(
      () => undefined,
      () => {
        throw new Error('no endpoint is asked for')
      },
    )
    await expect(readRpc('eth_blockNumber')).rejects.toMatchObject({
      code: 4901,
      message: 'The Provider is not connected to the requested chain.',
    })
  })
})
