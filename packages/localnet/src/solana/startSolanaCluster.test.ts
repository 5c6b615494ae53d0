import { address, createSolanaRpc } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { solanaUsdl } from './solanaCluster.mjs'
import { solanaDevBalanceSol, solanaDevKeys } from './solanaDevKeys.mjs'
import { type SolanaCluster, startSolanaCluster } from './startSolanaCluster.mjs'

let cluster: SolanaCluster
beforeAll(async () => {
  cluster = await startSolanaCluster()
}, 30_000)
afterAll(() => cluster?.stop())

describe('startSolanaCluster', () => {
  it('serves a Solana cluster named solana:localnet, whatever its genesis', async () => {
    const rpc = createSolanaRpc(cluster.rpcUrl)
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(cluster.caipNetworkId).toBe('solana:localnet')
    expect(cluster.deployment).toEqual({
      caipNetworkId: 'solana:localnet',
      genesisHash: await rpc.getGenesisHash().send(),
      nativeUsdPrice: 150,
      tokens: [
        { mint: solanaUsdl.mint.address, symbol: 'USDL', name: 'Latch USD', decimals: 6, usdPrice: 1 },
      ],
    })
  })

  it('funds every dev keypair with SOL and 10,000 USDL of a 6-decimal mint at a fixed address', async () => {
    const rpc = createSolanaRpc(cluster.rpcUrl)
    const mint = address(solanaUsdl.mint.address)
    const supply = await rpc.getTokenSupply(mint).send()
    expect(supply.value).toMatchObject({ decimals: 6, amount: String(10_000_000_000 * solanaDevKeys.length) })
    for (const key of [solanaDevKeys[1], solanaDevKeys[9]]) {
      const owner = address(key?.address ?? '')
      const { value: lamports } = await rpc.getBalance(owner).send()
      expect(lamports).toBe(BigInt(solanaDevBalanceSol) * 1_000_000_000n)
      const [token] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
      const { value } = await rpc.getTokenAccountBalance(token).send()
      expect(value).toMatchObject({ amount: '10000000000', decimals: 6 })
    }
  })

  it('answers over its websocket', async () => {
    const socket = new WebSocket(cluster.wsUrl)
    const answer = await new Promise<unknown>((resolve, reject) => {
      socket.onopen = () =>
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe', params: [] }))
      socket.onmessage = (event) => resolve(JSON.parse(String(event.data)))
      socket.onerror = reject
    })
    socket.close()
    expect(answer).toMatchObject({ jsonrpc: '2.0', id: 1, result: expect.any(Number) })
  })
})
