import { type SolanaCluster, startSolanaCluster } from '@latch/localnet/solana'
import { createSolanaRpc } from '@solana/kit'
import { afterAll, beforeAll } from 'vitest'
import { rpcCall } from '@/networks/rpcCall'

/**
 * For tests only: a real local Solana cluster for the file (started before its tests, stopped after),
 * with @solana/kit's RPC and the frame's own `rpcCall` pointed at it.
 *
 * @example
 * const cluster = solanaTestCluster()
 * it('reads', async () => expect(await cluster.read('getSlot', [])).toBeTypeOf('number'))
 */
export function solanaTestCluster() {
  let cluster: SolanaCluster | undefined
  beforeAll(async () => {
    cluster = await startSolanaCluster()
  }, 30_000)
  afterAll(() => cluster?.stop())
  const url = () => {
    if (!cluster) throw new Error('The Solana test cluster has not started')
    return cluster.rpcUrl
  }
  return {
    url,
    rpc: () => createSolanaRpc(url()),
    read: (method: string, params: unknown[]) => rpcCall({ url: url(), headers: {} }, method, params),
  }
}
