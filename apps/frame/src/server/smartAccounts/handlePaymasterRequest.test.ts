import { latchAccountAbi, latchAccountFactoryAbi, verifyingPaymasterAbi } from '@latch/contracts'
import { startSmartAccountDevnet } from '@latch/localnet'
import {
  type Chain,
  type Client,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  type PublicClient,
  type Transport,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Abi,
  toSmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { devnetNetwork } from '@/networks/knownNetworks'
import type { ServerServices } from '../api/ServerServices'
import { createLocalChains } from '../chain/createLocalChains'
import { requestLimits } from '../rateLimit/requestLimits'
import { answerJsonRpcPreflight } from '../rpc/answerJsonRpcEndpoint'
import { handleRpcRequest } from '../rpc/handleRpcRequest'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { handlePaymasterRequest } from './handlePaymasterRequest'

let devnet: Awaited<ReturnType<typeof startSmartAccountDevnet>>
let base: TestServices
let services: ServerServices
let chain: Chain
let client: PublicClient<Transport, Chain>

// The frame's server without HTTP: viem's transports fetch into the route handlers, as the host page
// on the dev origin (an allowed origin of latch-dev) would.
const frameFetch: typeof fetch = async (input, init) => {
  const request = new Request(input as string, init)
  const url = new URL(request.url)
  const headers = new Headers(request.headers)
  headers.set('origin', 'http://localhost:5173')
  headers.set('x-forwarded-for', '203.0.113.9')
  const forwarded = new Request(request, { headers })
  return url.pathname === '/api/v1/paymaster'
    ? handlePaymasterRequest(forwarded, { services })
    : handleRpcRequest(forwarded, { services })
}
const frameUrl = (path: string) =>
  `http://127.0.0.1:3000${path}?projectId=latch-dev&chainId=eip155:${chain.id}`

beforeAll(async () => {
  ;[devnet, base] = await Promise.all([startSmartAccountDevnet(), createTestServices()])
  chain = defineChain({
    id: devnet.chainId,
    name: 'smart-account devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
  })
  services = {
    ...base,
    chains: createLocalChains([devnetNetwork(devnet.chainId, 'Test Devnet', devnet.rpcUrl)], {
      [String(devnet.chainId)]: devnet.deployment,
    }),
  }
  vi.stubEnv(`LATCH_BUNDLER_URL_${devnet.chainId}`, devnet.bundlerUrl)
  client = createPublicClient({ chain, transport: http(devnet.rpcUrl), pollingInterval: 20 })
}, 120_000)
afterAll(async () => {
  vi.unstubAllEnvs()
  await Promise.all([devnet?.stop(), base?.close()])
})

/** A LatchAccount as the frame's smart account is made (owner-signed), for viem's bundler client. */
async function latchAccount(owner: PrivateKeyAccount) {
  const { entryPoint, accountFactory } = devnet.deployment.smartAccounts
  const address = await client.readContract({
    address: accountFactory,
    abi: latchAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint, version: '0.7' },
    getAddress: async () => address,
    getFactoryArgs: async () => ({
      factory: accountFactory,
      factoryData: encodeFunctionData({
        abi: latchAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
    }),
    encodeCalls: async (calls) =>
      encodeFunctionData({
        abi: latchAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => c.to), calls.map((c) => c.value ?? 0n), calls.map((c) => c.data ?? '0x')],
      }),
    getStubSignature: async () =>
      '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c',
    signMessage: async ({ message }) => owner.signMessage({ message: { raw: hashMessage(message) } }),
    signTypedData: async () => {
      throw new Error('not needed here')
    },
    signUserOperation: async ({ chainId: _, ...userOperation }) => {
      const { getUserOperationHash } = await import('viem/account-abstraction')
      const hash = getUserOperationHash({
        chainId: chain.id,
        entryPointAddress: entryPoint,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: address },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}

describe('POST /api/v1/paymaster', { timeout: 60_000 }, () => {
  it("sponsors a LatchAccount's first UserOperation, sent through the RPC proxy to the real bundler: its ETH untouched", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await latchAccount(owner)
    const proxy = http(frameUrl('/api/v1/rpc'), { fetchFn: frameFetch })
    const bundler = createBundlerClient({
      client: createPublicClient({ chain, transport: proxy }),
      transport: proxy,
      pollingInterval: 50,
      paymaster: createPaymasterClient({
        transport: http(frameUrl('/api/v1/paymaster'), { fetchFn: frameFetch }),
      }),
      userOperation: {
        async estimateFeesPerGas({ bundlerClient }: { bundlerClient: Client }) {
          const prices = (await bundlerClient.request({
            method: 'pimlico_getUserOperationGasPrice',
          } as never)) as {
            fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex }
          }
          return {
            maxFeePerGas: BigInt(prices.fast.maxFeePerGas),
            maxPriorityFeePerGas: BigInt(prices.fast.maxPriorityFeePerGas),
          }
        },
      },
    })
    const { paymaster } = devnet.deployment.smartAccounts
    const depositBefore = await client.readContract({
      address: paymaster,
      abi: verifyingPaymasterAbi,
      functionName: 'getDeposit',
    })
    const hash = await bundler.sendUserOperation({
      account,
      calls: [
        { to: owner.address, data: '0x' },
        { to: owner.address, value: 0n },
      ],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(paymaster.toLowerCase())
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{20,}/)
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    const depositAfter = await client.readContract({
      address: paymaster,
      abi: verifyingPaymasterAbi,
      functionName: 'getDeposit',
    })
    expect(depositBefore - depositAfter).toBe(receipt.actualGasCost)
  })

  const post = (body: unknown, init: { query?: string; origin?: string; client?: string } = {}) =>
    handlePaymasterRequest(
      apiRequest(`/api/v1/paymaster?${init.query ?? `projectId=latch-dev&chainId=${chain.id}`}`, {
        method: 'POST',
        body,
        ...(init.origin ? { origin: init.origin } : {}),
        headers: { 'x-forwarded-for': init.client ?? '203.0.113.10' },
      }),
      { services },
    )

  it("refuses a host off the project's allow-list, a missing or foreign chain, and batches", async () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData', params: [] }
    expect((await post(call, { origin: 'https://evil.example' })).status).toBe(403)
    const missing = await post(call, { query: 'projectId=latch-dev' })
    expect({ status: missing.status, body: await missing.json() }).toEqual({
      status: 400,
      body: { error: "Missing parameter 'chainId'", parameter: 'chainId' },
    })
    for (const chainId of ['eip155:1', 'nope', 'eip155:31338'])
      expect(
        await (await post(call, { query: `projectId=latch-dev&chainId=${chainId}` })).json(),
      ).toMatchObject({
        parameter: 'chainId',
      })
    const batch = await post([call, call])
    expect({ status: batch.status, body: await batch.json() }).toEqual({
      status: 400,
      body: { error: 'The paymaster service answers one request at a time', parameter: 'body' },
    })
    const params = await post(call)
    expect(await params.json()).toMatchObject({
      id: 1,
      error: { code: -32602, data: { parameter: 'params' } },
    })
  })

  it('answers a preflight for POST', () => {
    const response = answerJsonRpcPreflight(apiRequest('/api/v1/paymaster'))
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
  })

  it('is limited per client with 429 and Retry-After', async () => {
    const [perClient] = requestLimits.paymaster
    const call = { jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData', params: [] }
    // The limit counts in fixed windows: a stopped clock keeps every call in one, however slow the run.
    base.setNow(new Date())
    try {
      for (let i = 0; i < perClient.limit; i++) await post(call, { client: '198.51.100.200' })
      const refused = await post(call, { client: '198.51.100.200' })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
      expect((await post(call, { client: '198.51.100.201' })).status).toBe(200)
    } finally {
      base.setNow(undefined)
    }
  })
})
