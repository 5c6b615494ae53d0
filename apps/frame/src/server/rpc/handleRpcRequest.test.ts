import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devAccounts, freePort, startAnvil } from '@latch/localnet'
import { ProviderRpcError } from '@latch/protocol'
import { createPublicClient, createWalletClient, defineChain, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { devnetNetwork } from '@/networks/knownNetworks'
import { readRpcEndpoint } from '@/networks/readRpcEndpoint'
import { rpcCall } from '@/networks/rpcCall'
import { rpcTransport } from '@/networks/rpcTransport'
import type { ServerServices } from '../api/ServerServices'
import { createLocalChains } from '../chain/createLocalChains'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { startRecordingRpc } from '../testing/startRecordingRpc'
import { answerJsonRpcPreflight } from './answerJsonRpcEndpoint'
import { handleRpcRequest } from './handleRpcRequest'
import { maxRpcBatchLength, maxRpcBodyBytes } from './readRpcBody'

let base: TestServices
let anvil: Awaited<ReturnType<typeof startAnvil>>
let node: Awaited<ReturnType<typeof startRecordingRpc>>
let services: ServerServices

const devAccount = devAccounts[0]?.address as `0x${string}`

beforeAll(async () => {
  base = await createTestServices()
  anvil = await startAnvil({ chainId: 31_337, port: await freePort(), name: 'rpc-proxy-test' })
  // The chain's node as the proxy sees it: anvil behind a recorder, to tell what reached it.
  node = await startRecordingRpc({ forwardTo: anvil.rpcUrl })
  services = { ...base, chains: createLocalChains([devnetNetwork(31_337, 'Test Devnet', node.url)], {}) }
})
afterAll(async () => {
  await node?.stop()
  await anvil?.stop()
  await base?.close()
})
afterEach(() => {
  node.requests.length = 0
})

const path = '/api/v1/rpc?projectId=latch-dev&chainId=eip155:31337'

async function rpc(
  body: unknown,
  init: Parameters<typeof apiRequest>[1] & { path?: string; services?: ServerServices } = {},
) {
  const { path: url = path, services: using = services, ...request } = init
  const response = await handleRpcRequest(apiRequest(url, { method: 'POST', body, ...request }), {
    services: using,
  })
  const text = await response.text()
  return { status: response.status, body: JSON.parse(text) as unknown, text, headers: response.headers }
}

const call = (method: string, params: unknown[] = [], id: string | number = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

describe('POST /api/v1/rpc', { timeout: 30_000 }, () => {
  it('forwards eth_blockNumber, eth_getBalance and eth_call to the chain’s node', async () => {
    const blockNumber = await rpc(call('eth_blockNumber'))
    expect(blockNumber.status).toBe(200)
    expect(blockNumber.body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: expect.stringMatching(/^0x[0-9a-f]+$/),
    })

    const balance = await rpc(call('eth_getBalance', [devAccount, 'latest'], 'b'))
    expect(balance.body).toEqual({ jsonrpc: '2.0', id: 'b', result: `0x${parseEther('10000').toString(16)}` })

    // The identity precompile answers its input: a real eth_call without deploying anything.
    const echoed = await rpc(
      call('eth_call', [{ to: '0x0000000000000000000000000000000000000004', data: '0xc0ffee' }, 'latest'], 3),
    )
    expect(echoed.body).toEqual({ jsonrpc: '2.0', id: 3, result: '0xc0ffee' })
    expect(node.methods()).toEqual(['eth_blockNumber', 'eth_getBalance', 'eth_call'])
  })

  it('passes on the node’s own error for a read, under the caller’s id', async () => {
    const { status, body } = await rpc(call('eth_getBalance', ['not an address'], 9))
    expect(status).toBe(200)
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 9, error: { code: expect.any(Number) } })
  })

  it.each([
    ['eth_sendTransaction', [{ from: devAccount, to: devAccount, value: '0x1' }]],
    ['eth_sendRawTransaction', ['0x02f86b']],
    ['personal_sign', ['0x68656c6c6f', devAccount]],
    ['eth_accounts', []],
    ['wallet_getCapabilities', [devAccount]],
    ['eth_sign', [devAccount, '0x00']],
  ])('refuses %s with a -32601 naming it, without reaching the node', async (method, params) => {
    const { status, body } = await rpc(call(method, params, 'x'))
    expect(status).toBe(200)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 'x',
      error: { code: -32601, message: expect.stringContaining(method) },
    })
    expect(node.requests).toEqual([])
  })

  it('answers a batch in order, forwarding only its reads, in one batch, whatever their ids', async () => {
    const { status, body } = await rpc([
      call('eth_chainId', [], 7),
      call('eth_sendTransaction', [{ from: devAccount, to: devAccount }], 'send'),
      call('eth_getBalance', [devAccount, 'latest'], 7),
      call('personal_sign', ['0x00', devAccount], 8),
    ])
    expect(status).toBe(200)
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 7, result: '0x7a69' },
      {
        jsonrpc: '2.0',
        id: 'send',
        error: { code: -32601, message: expect.stringContaining('eth_sendTransaction') },
      },
      { jsonrpc: '2.0', id: 7, result: `0x${parseEther('10000').toString(16)}` },
      { jsonrpc: '2.0', id: 8, error: { code: -32601, message: expect.stringContaining('personal_sign') } },
    ])
    expect(node.requests.map((request) => request.methods)).toEqual([['eth_chainId', 'eth_getBalance']])
  })

  it('does not call the node for a batch of refused methods only', async () => {
    const { body } = await rpc([call('eth_sendRawTransaction', ['0x00'], 1)])
    expect(body).toEqual([{ jsonrpc: '2.0', id: 1, error: expect.objectContaining({ code: -32601 }) }])
    expect(node.requests).toEqual([])
  })

  it.each([
    ['/api/v1/rpc?projectId=latch-dev', "Missing parameter 'chainId'"],
    ['/api/v1/rpc?projectId=latch-dev&chainId=', "Missing parameter 'chainId'"],
    ['/api/v1/rpc?projectId=latch-dev&chainId=31337', "Invalid parameter 'chainId'"],
    ['/api/v1/rpc?projectId=latch-dev&chainId=eip155:0x7a69', "Invalid parameter 'chainId'"],
    // Not among the project's networks; then among them, but without a node on this server.
    ['/api/v1/rpc?projectId=latch-dev&chainId=eip155:1', "Invalid parameter 'chainId'"],
    ['/api/v1/rpc?projectId=latch-dev&chainId=eip155:31338', "Invalid parameter 'chainId'"],
  ])('refuses %s with a 400 naming chainId', async (url, error) => {
    const { status, body } = await rpc(call('eth_blockNumber'), { path: url })
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: expect.stringContaining(error), parameter: 'chainId' })
    expect(node.requests).toEqual([])
  })

  it.each([
    ['not JSON', '{"jsonrpc":', 400, 'body'],
    ['a JSON string', '"eth_blockNumber"', 400, 'body'],
    ['an empty batch', '[]', 400, 'body'],
    ['a request without a method', { jsonrpc: '2.0', id: 1 }, 400, 'method'],
    ['a request without an id', { jsonrpc: '2.0', method: 'eth_blockNumber' }, 400, 'id'],
    [
      'a request of another JSON-RPC version',
      { jsonrpc: '1.0', id: 1, method: 'eth_blockNumber' },
      400,
      'jsonrpc',
    ],
    [
      'params that are neither a list nor an object',
      { ...call('eth_blockNumber'), params: 'x' },
      400,
      'params',
    ],
    ['a batch with a bad entry', [call('eth_blockNumber'), { jsonrpc: '2.0', id: {} }], 400, '[1].id'],
    ['a batch with a non-object entry', [call('eth_blockNumber'), 5], 400, 'body[1]'],
  ])('refuses %s with a 4xx naming the field, not a stack', async (_, body, status, parameter) => {
    const answer = await rpc(body)
    expect(answer.status).toBe(status)
    expect(answer.body).toMatchObject({ error: expect.any(String), parameter })
    expect(answer.text).not.toMatch(/\bat .*\.ts:\d+/)
    expect(node.requests).toEqual([])
  })

  it('refuses a body or a batch past its cap with a 413', async () => {
    const padding = 'a'.repeat(maxRpcBodyBytes)
    const large = await rpc(call('eth_call', [{ to: devAccount, data: `0x${padding}` }, 'latest']))
    expect(large).toMatchObject({ status: 413, body: { parameter: 'body' } })
    const batch = Array.from({ length: maxRpcBatchLength + 1 }, (_, index) => call('eth_chainId', [], index))
    expect(await rpc(batch)).toMatchObject({ status: 413, body: { parameter: 'body' } })
    expect(await rpc(batch.slice(1))).toMatchObject({ status: 200 })
  })

  it('counts the body that arrives, not the length it declares', async () => {
    const response = await handleRpcRequest(
      new Request(new URL(path, 'http://127.0.0.1:3000'), {
        method: 'POST',
        headers: { origin: 'http://localhost:5173', 'content-length': '10' },
        body: JSON.stringify(call('eth_call', [{ data: `0x${'a'.repeat(maxRpcBodyBytes)}` }])),
      }),
      { services },
    )
    expect(response.status).toBe(413)
  })

  it("refuses an origin off the project's allow-list, and a missing or unknown project, as every /api call", async () => {
    expect(await rpc(call('eth_blockNumber'), { origin: 'https://evil.example' })).toMatchObject({
      status: 403,
      body: { error: 'Invalid App Configuration', reason: 'origin not on allow-list' },
    })
    // The frame's own call speaks for the host page it names.
    const frameCall = (hostOrigin: string) =>
      rpc(call('eth_blockNumber'), {
        origin: null,
        headers: { 'sec-fetch-site': 'same-origin', 'x-latch-origin': hostOrigin },
      })
    expect(await frameCall('https://evil.example')).toMatchObject({ status: 403 })
    expect(await frameCall('http://localhost:5173')).toMatchObject({ status: 200 })
    expect(await rpc(call('eth_blockNumber'), { path: '/api/v1/rpc?chainId=eip155:31337' })).toMatchObject({
      status: 400,
      body: { error: 'Project ID Not Configured' },
    })
    expect(
      await rpc(call('eth_blockNumber'), { path: '/api/v1/rpc?projectId=nope&chainId=eip155:31337' }),
    ).toMatchObject({ status: 404, body: { error: 'Invalid App Configuration' } })
    expect(node.methods()).toEqual(['eth_blockNumber'])
  })

  it('answers with CORS for the calling origin, and a preflight', async () => {
    const { headers } = await rpc(call('eth_chainId'))
    expect(headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const preflight = answerJsonRpcPreflight(apiRequest(path, { origin: 'http://localhost:5173' }))
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
  })

  it('answers 502 without details when the node does not answer', async () => {
    const down = await startRecordingRpc({ answer: async () => ({ status: 200, body: '<html>' }) })
    await down.stop()
    const offline = { ...services, chains: createLocalChains([devnetNetwork(31_337, 'Down', down.url)], {}) }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const response = await handleRpcRequest(
        apiRequest(path, { method: 'POST', body: call('eth_chainId') }),
        {
          services: offline,
        },
      )
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({ error: 'The node did not answer' })
    } finally {
      errors.mockRestore()
    }
  })

  it('in upstream mode, passes the reads to the provider’s proxy under its projectId', async () => {
    const upstream = await startRecordingRpc({
      answer: async (body) => {
        const calls = JSON.parse(body) as { id: number }[]
        return {
          status: 200,
          body: JSON.stringify(calls.map(({ id }) => ({ jsonrpc: '2.0', id, result: '0x1' }))),
        }
      },
    })
    const upstreamServices: ServerServices = {
      ...services,
      mode: { kind: 'upstream', baseUrl: upstream.url, projectId: 'provider-id' },
    }
    try {
      const { status, body } = await rpc(
        [
          call('eth_blockNumber', [], 'a'),
          call('eth_sendRawTransaction', ['0x00'], 'b'),
          call('eth_chainId', [], 'c'),
        ],
        { services: upstreamServices },
      )
      expect(status).toBe(200)
      expect(body).toEqual([
        { jsonrpc: '2.0', id: 'a', result: '0x1' },
        { jsonrpc: '2.0', id: 'b', error: expect.objectContaining({ code: -32601 }) },
        { jsonrpc: '2.0', id: 'c', result: '0x1' },
      ])
      expect(upstream.requests).toEqual([
        expect.objectContaining({
          methods: ['eth_blockNumber', 'eth_chainId'],
          url: '/v1/rpc?chainId=eip155%3A31337&projectId=provider-id',
        }),
      ])
      expect(node.requests).toEqual([])
    } finally {
      await upstream.stop()
    }
  })
})

describe('POST /api/v1/rpc: the ERC-4337 methods', { timeout: 30_000 }, () => {
  const userOpHash = `0x${'ab'.repeat(32)}`
  let bundler: Awaited<ReturnType<typeof startRecordingRpc>>
  beforeAll(async () => {
    // A bundler that knows one method and refuses the rest as alto does, with code, message and data.
    bundler = await startRecordingRpc({
      answer: async (body) => {
        const { id, method } = JSON.parse(body) as { id: number; method: string }
        const answer =
          method === 'eth_supportedEntryPoints'
            ? { result: ['0x49EA5126fD67f877b62dDC0144DBeb42591DF7bb'] }
            : { error: { code: -32500, message: 'AA23 reverted', data: { revertData: '0x1234' } } }
        return { status: 200, body: JSON.stringify({ jsonrpc: '2.0', id, ...answer }) }
      },
    })
    vi.stubEnv('LATCH_BUNDLER_URL_31337', bundler.url)
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await bundler?.stop()
  })
  afterEach(() => {
    bundler.requests.length = 0
  })

  it("sends them to the chain's bundler and the reads of the same batch to its node", async () => {
    const { status, body } = await rpc([
      call('eth_supportedEntryPoints', [], 'e'),
      call('eth_blockNumber', [], 'b'),
      call('eth_sendUserOperation', [{ sender: devAccount }, userOpHash], 's'),
    ])
    expect(status).toBe(200)
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 'e', result: ['0x49EA5126fD67f877b62dDC0144DBeb42591DF7bb'] },
      { jsonrpc: '2.0', id: 'b', result: expect.stringMatching(/^0x/) },
      {
        jsonrpc: '2.0',
        id: 's',
        error: { code: -32500, message: 'AA23 reverted', data: { revertData: '0x1234' } },
      },
    ])
    expect(bundler.methods().sort()).toEqual(['eth_sendUserOperation', 'eth_supportedEntryPoints'])
    expect(node.methods()).toEqual(['eth_blockNumber'])
  })

  it('answers them with an error of their own when the chain has no bundler or it does not answer', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const upstream: ServerServices = {
        ...services,
        mode: { kind: 'upstream', baseUrl: 'http://127.0.0.1:9', projectId: 'provider-id' },
      }
      vi.stubEnv('LATCH_BUNDLER_URL_31337', '')
      expect(
        (await rpc(call('eth_getUserOperationReceipt', [userOpHash]), { services: upstream })).body,
      ).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32601, message: 'The RPC proxy has no bundler for eip155:31337' },
      })
      vi.stubEnv('LATCH_BUNDLER_URL_31337', `http://127.0.0.1:${await freePort()}`)
      const { status, body } = await rpc([
        call('eth_chainId', [], 'c'),
        call('eth_getUserOperationByHash', [userOpHash], 'u'),
      ])
      expect(status).toBe(200)
      expect(body).toEqual([
        { jsonrpc: '2.0', id: 'c', result: '0x7a69' },
        { jsonrpc: '2.0', id: 'u', error: { code: -32603, message: 'The bundler did not answer' } },
      ])
    } finally {
      vi.stubEnv('LATCH_BUNDLER_URL_31337', bundler.url)
      errors.mockRestore()
    }
  })
})

describe("the frame's reads through the proxy", { timeout: 30_000 }, () => {
  let server: Server
  let frameOrigin: string
  beforeAll(async () => {
    // The frame's server over HTTP, with the header a browser adds to the frame's same-origin calls.
    server = createServer(async (incoming, outgoing) => {
      const chunks: Buffer[] = []
      for await (const chunk of incoming) chunks.push(chunk as Buffer)
      const headers = new Headers({ 'sec-fetch-site': 'same-origin' })
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers.set(name, value)
      const response = await handleRpcRequest(
        new Request(new URL(incoming.url ?? '/', frameOrigin), {
          method: incoming.method ?? 'POST',
          headers,
          body: Buffer.concat(chunks),
        }),
        { services },
      )
      outgoing.writeHead(response.status, Object.fromEntries(response.headers)).end(await response.text())
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    frameOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const network = () => devnetNetwork(31_337, 'Test Devnet', anvil.rpcUrl)
  const endpoint = (hostOrigin = 'http://localhost:5173') =>
    readRpcEndpoint(network(), { projectId: 'latch-dev', frameOrigin, hostOrigin })

  it('reads with rpcCall and with a viem client, through the proxy and not at the chain’s own RPC', async () => {
    expect(endpoint().url.startsWith(`${frameOrigin}/api/v1/rpc?`)).toBe(true)
    expect(await rpcCall(endpoint(), 'eth_chainId', [])).toBe('0x7a69')
    const client = createPublicClient({ transport: rpcTransport(endpoint()) })
    expect(await client.getBalance({ address: devAccount })).toBe(parseEther('10000'))
    expect(node.methods()).toEqual(['eth_chainId', 'eth_getBalance'])
  })

  it('gets the refusal of a signing method as a -32601 ProviderRpcError', async () => {
    const refused = rpcCall(endpoint(), 'personal_sign', ['0x00', devAccount])
    await expect(refused).rejects.toBeInstanceOf(ProviderRpcError)
    await expect(refused).rejects.toMatchObject({ code: -32601 })
    expect(node.requests).toEqual([])
  })

  it('sends a transaction as the embedded wallet does: its reads through the proxy, the signed one to the chain', async () => {
    const direct = await startRecordingRpc({ forwardTo: anvil.rpcUrl })
    try {
      const key = devAccounts[1]?.privateKey as `0x${string}`
      const wallet = createWalletClient({
        account: privateKeyToAccount(key),
        chain: defineChain({
          id: 31_337,
          name: 'Test Devnet',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [direct.url] } },
        }),
        transport: rpcTransport(endpoint(), direct.url),
      })
      const hash = await wallet.sendTransaction({ to: devAccount, value: parseEther('1') })
      const client = createPublicClient({ transport: rpcTransport(endpoint()) })
      expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
      expect(direct.methods()).toEqual(['eth_sendRawTransaction'])
      expect(node.methods()).not.toContain('eth_sendRawTransaction')
      expect(node.methods()).toContain('eth_getTransactionReceipt')
    } finally {
      await direct.stop()
    }
  })

  it("gets the proxy's refusal of a host off the allow-list as an error with its text", async () => {
    await expect(rpcCall(endpoint('https://evil.example'), 'eth_chainId', [])).rejects.toMatchObject({
      message: 'Invalid App Configuration',
    })
  })
})
