import { solanaDevKeys, solanaUsdl } from '@latch/localnet/solana'
import { address, createSolanaRpc, createSolanaRpcFromTransport } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { handleRpcRequest } from './handleRpcRequest'

// The RPC proxy in front of a real local Solana cluster (Surfpool's runtime).
let services: TestServices
beforeAll(async () => {
  services = await createTestServices({ solana: true })
}, 60_000)
afterAll(() => services.close())

const owner = solanaDevKeys[2]?.address ?? ''
const path = '/api/v1/rpc?projectId=latch-multi&chainId=solana:localnet'

async function rpc(body: unknown, url = path) {
  const response = await handleRpcRequest(apiRequest(url, { method: 'POST', body }), { services })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('POST /api/v1/rpc on solana:localnet', { timeout: 30_000 }, () => {
  it("forwards a Solana node's reads, single and batched, as the cluster answers them", async () => {
    const single = await rpc({ jsonrpc: '2.0', id: 'b', method: 'getBalance', params: [owner] })
    expect(single).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: 'b', result: { context: expect.any(Object), value: 1_000_000_000_000 } },
    })
    const batch = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'getGenesisHash' },
    ])
    const genesisHash = await createSolanaRpc(services.solanaRpcUrl ?? '')
      .getGenesisHash()
      .send()
    expect(batch.body).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        result: {
          context: expect.any(Object),
          value: expect.objectContaining({ blockhash: expect.any(String) }),
        },
      },
      { jsonrpc: '2.0', id: 2, result: genesisHash },
    ])
  })

  it('serves @solana/kit as its RPC endpoint', async () => {
    // kit's own JSON-RPC, its transport handing each payload to the proxy in this process.
    const proxied = createSolanaRpcFromTransport(async ({ payload }) => {
      const response = await handleRpcRequest(apiRequest(path, { method: 'POST', body: payload }), {
        services,
      })
      return (await response.json()) as never
    })
    expect((await proxied.getBalance(address(owner)).send()).value).toBe(1_000_000_000_000n)
    expect(
      (
        await proxied
          .getTokenAccountsByOwner(
            address(owner),
            { mint: address(solanaUsdl.mint.address) },
            { encoding: 'jsonParsed' },
          )
          .send()
      ).value,
    ).toHaveLength(1)
  })

  it('answers -32601 for what sends or scans, without the cluster hearing of it', async () => {
    const refused = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [owner, 1_000_000_000] },
      { jsonrpc: '2.0', id: 2, method: 'getProgramAccounts', params: ['11111111111111111111111111111111'] },
      { jsonrpc: '2.0', id: 3, method: 'eth_getBalance', params: [owner, 'latest'] },
    ])
    expect(refused.status).toBe(200)
    expect(refused.body).toEqual(
      [1, 2, 3].map((id, index) => ({
        jsonrpc: '2.0',
        id,
        error: {
          code: -32601,
          message: `The RPC proxy does not forward ${['requestAirdrop', 'getProgramAccounts', 'eth_getBalance'][index]}: it answers read-only methods only`,
        },
      })),
    )
    const { value } = await createSolanaRpc(services.solanaRpcUrl ?? '')
      .getBalance(address(owner))
      .send()
    expect(value).toBe(1_000_000_000_000n)
  })

  it('refuses a cluster the project does not list, naming chainId', async () => {
    const { status, body } = await rpc(
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      '/api/v1/rpc?projectId=latch-dev&chainId=solana:localnet',
    )
    expect(status).toBe(400)
    expect(body).toMatchObject({ parameter: 'chainId' })
  })
})
