import { devAccounts, startSmartAccountDevnet } from '@latch/localnet'
import { createPublicClient, createWalletClient, http, isErc6492Signature, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { devnetNetwork } from '@/networks/knownNetworks'
import type { Network } from '@/networks/Network'
import type { ServerServices } from '@/server/api/ServerServices'
import { createLocalChains } from '@/server/chain/createLocalChains'
import { handleRpcRequest } from '@/server/rpc/handleRpcRequest'
import { handlePaymasterRequest } from '@/server/smartAccounts/handlePaymasterRequest'
import { createTestServices, type TestServices } from '@/server/testing/createTestServices'
import { createLatchAccountClient } from './createLatchAccountClient'

let devnet: Awaited<ReturnType<typeof startSmartAccountDevnet>>
let base: TestServices
let services: ServerServices
let network: Network

const realFetch = globalThis.fetch
const frameOrigin = 'http://127.0.0.1:3000'

// The frame's server without HTTP: the client's requests reach its RPC proxy (reads and the
// bundler's methods) and its paymaster service, as the frame on the dev host page sends them; the
// server's own requests (to the node and the bundler) go out as they would.
const frameServer: typeof fetch = async (input, init) => {
  const request = new Request(input as string, init)
  if (new URL(request.url).origin !== frameOrigin) return realFetch(input, init)
  const headers = new Headers(request.headers)
  headers.set('origin', 'http://localhost:5173')
  headers.set('x-forwarded-for', '203.0.113.7')
  const forwarded = new Request(request, { headers })
  return new URL(request.url).pathname === '/api/v1/paymaster'
    ? handlePaymasterRequest(forwarded, { services })
    : handleRpcRequest(forwarded, { services })
}
const endpoint = (path: string) => ({
  url: `${frameOrigin}${path}?projectId=latch-dev&chainId=eip155:${network.id}`,
  headers: {},
})

beforeAll(async () => {
  ;[devnet, base] = await Promise.all([startSmartAccountDevnet(), createTestServices()])
  network = devnetNetwork(devnet.chainId, 'Test Devnet', devnet.rpcUrl)
  services = {
    ...base,
    chains: createLocalChains([network], { [String(devnet.chainId)]: devnet.deployment }),
  }
  vi.stubEnv(`LATCH_BUNDLER_URL_${devnet.chainId}`, devnet.bundlerUrl)
  vi.stubGlobal('fetch', frameServer)
}, 120_000)
afterAll(async () => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  await Promise.all([devnet?.stop(), base?.close()])
})

const chain = () => createPublicClient({ transport: http(devnet.rpcUrl, { fetchFn: realFetch }) })
const recipient = devAccounts[7]?.address ?? '0x000000000000000000000000000000000000bEEF'

describe('createLatchAccountClient on a devnet with a bundler', () => {
  it('deploys the account with its first UserOperation, paid by the project’s paymaster: its ETH unchanged', async () => {
    const node = chain()
    const smart = await createLatchAccountClient({
      network,
      rpc: endpoint('/api/v1/rpc'),
      paymaster: endpoint('/api/v1/paymaster'),
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    expect(smart.sponsored).toBe(true)
    expect(await smart.isDeployed()).toBe(false)
    const before = await node.getBalance({ address: recipient })
    const userOpHash = await smart.sendCalls([{ to: recipient, value: 0n, data: '0x' }])
    const receipt = await smart.waitForUserOperation(userOpHash)
    expect(receipt.success).toBe(true)
    expect(receipt.receipt.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await node.getCode({ address: smart.address })).not.toBeUndefined()
    expect(await smart.isDeployed()).toBe(true)
    expect(await node.getBalance({ address: smart.address })).toBe(0n)
    expect(await node.getBalance({ address: recipient })).toBe(before)
    // Deployed, it signs plainly (ERC-1271), and the chain agrees.
    const signature = await smart.signMessage('hello')
    expect(isErc6492Signature(signature)).toBe(false)
    expect(await node.verifyMessage({ address: smart.address, message: 'hello', signature })).toBe(true)
  })

  it('pays its own gas without a paymaster, and sends a batch atomically', async () => {
    const node = chain()
    const smart = await createLatchAccountClient({
      network,
      rpc: endpoint('/api/v1/rpc'),
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    expect(smart.sponsored).toBe(false)
    const [funder] = devAccounts
    if (!funder) throw new Error('no dev account')
    const wallet = createWalletClient({
      account: privateKeyToAccount(funder.privateKey),
      chain: {
        id: network.id,
        name: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls: { default: { http: [devnet.rpcUrl] } },
      },
      transport: http(devnet.rpcUrl, { fetchFn: realFetch }),
    })
    await node.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: smart.address, value: parseEther('1') }),
    })
    const before = await node.getBalance({ address: recipient })
    const userOpHash = await smart.sendCalls([
      { to: recipient, value: 2n },
      { to: recipient, value: 3n },
    ])
    const receipt = await smart.waitForUserOperation(userOpHash)
    expect(receipt.success).toBe(true)
    expect(await node.getBalance({ address: recipient })).toBe(before + 5n)
    // The gas came out of the account's own ETH.
    expect(await node.getBalance({ address: smart.address })).toBeLessThan(parseEther('1') - 5n)
  })
})
