import { fundSolanaAccount, solanaDevKeys } from '@latch/localnet/solana'
import { createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServices, type TestServices } from '../../testing/createTestServices'
import { explorerSearchTarget } from '../explorerSearchTarget'
import { explorerSolanaCluster } from './explorerSolanaCluster'
import { readSolanaExplorerAddress } from './readSolanaExplorerAddress'
import { readSolanaExplorerTransaction } from './readSolanaExplorerTransaction'

let services: TestServices
let owner: string
let funding: string
beforeAll(async () => {
  services = await createTestServices({ solana: true })
  owner = (await generateKeyPairSigner()).address
  // 2 SOL and 3 USDL from dev keypair 2, its token account made for the fresh owner.
  funding = await fundSolanaAccount(createSolanaRpc(services.solanaRpcUrl ?? ''), owner, {
    lamports: 2_000_000_000n,
    usdl: 3_000_000n,
    from: 2,
  })
}, 120_000)
afterAll(() => services.close())

describe('the explorer on a Solana cluster', () => {
  it('names a served cluster by its CAIP-2 id, the colon written or encoded, and nothing else', () => {
    expect(explorerSolanaCluster(services.solana, 'solana:localnet')?.network.name).toBe(
      'Latch Solana Localnet',
    )
    expect(explorerSolanaCluster(services.solana, 'solana%3Alocalnet')).toBeDefined()
    for (const other of ['solana:devnet', 'localnet', '31337', 'solana:local/net'])
      expect(explorerSolanaCluster(services.solana, other)).toBeUndefined()
  })

  it("shows an address's SOL and USDL with their USD values, and the transaction that brought them", async () => {
    const page = await readSolanaExplorerAddress(services, { cluster: 'solana:localnet', address: owner })
    expect(page?.chain).toEqual({ id: 'solana:localnet', name: 'Latch Solana Localnet', nativeSymbol: 'SOL' })
    expect(page?.balances).toEqual([
      { symbol: 'SOL', name: 'Solana', token: undefined, amount: '2', usdValue: 300 },
      { symbol: 'USDL', name: 'Latch USD', token: expect.any(String), amount: '3', usdValue: 3 },
    ])
    expect(page?.transactions).toEqual([
      { signature: funding, slot: expect.any(Number), time: expect.any(Date), failed: false },
    ])
    expect(page?.moreTransactions).toBe(false)
  })

  it('reads a transaction: its fee, signer, instructions in words and the balances it moved', async () => {
    const from = solanaDevKeys[2]?.address ?? ''
    const page = await readSolanaExplorerTransaction(services, {
      cluster: 'solana:localnet',
      signature: funding,
    })
    expect(page).toMatchObject({ signature: funding, failed: false, fee: '0.000005', signers: [from] })
    expect(Math.abs((page?.time?.getTime() ?? 0) - Date.now())).toBeLessThan(10 * 60_000)
    expect(page?.instructions.map((instruction) => instruction.text)).toEqual([
      `Sends 2 SOL from ${from} to ${owner}`,
      expect.stringMatching(new RegExp(`^Creates the token account \\w+ of ${owner}$`)),
      expect.stringMatching(/^Sends 3 USDL from token account \w+ to \w+$/),
    ])
    expect(page?.changes).toEqual(
      expect.arrayContaining([
        { owner, token: expect.objectContaining({ symbol: 'SOL' }), change: '+2' },
        { owner, token: expect.objectContaining({ symbol: 'USDL' }), change: '+3' },
        { owner: from, token: expect.objectContaining({ symbol: 'USDL' }), change: '-3' },
      ]),
    )
  })

  it('has no page for an address or signature that is not base58, an unknown transaction, or another cluster', async () => {
    const cluster = 'solana:localnet'
    expect(await readSolanaExplorerAddress(services, { cluster, address: '0xf39f' })).toBeUndefined()
    expect(
      await readSolanaExplorerAddress(services, { cluster: 'solana:devnet', address: owner }),
    ).toBeUndefined()
    expect(await readSolanaExplorerTransaction(services, { cluster, signature: 'nope' })).toBeUndefined()
    expect(
      await readSolanaExplorerTransaction(services, { cluster, signature: '1'.repeat(88) }),
    ).toBeUndefined()
  })

  it('searches a base58 address or signature on a Solana cluster', () => {
    expect(explorerSearchTarget(` ${owner} `, 'solana')).toEqual({ kind: 'address', id: owner })
    expect(explorerSearchTarget(funding, 'solana')).toEqual({ kind: 'tx', id: funding })
    expect(explorerSearchTarget('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'solana')).toBeUndefined()
  })
})
