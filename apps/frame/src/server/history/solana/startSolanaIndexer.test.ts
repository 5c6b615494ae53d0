import {
  fundSolanaAccount,
  makeSolanaMint,
  sendSolanaTransaction,
  solanaDevKey,
} from '@latch/localnet/solana'
import { address, generateKeyPairSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { handleApiRequest } from '../../api/handleApiRequest'
import { solanaIndexerCursors } from '../../db/schema'
import type { SolanaCluster } from '../../solana/SolanaCluster'
import { apiRequest } from '../../testing/apiRequest'
import { createTestServices, type TestServices } from '../../testing/createTestServices'
import { historyRoute } from '../historyRoute'
import { getSolanaAccountHistory } from './getSolanaAccountHistory'
import { type SolanaIndexer, startSolanaIndexer } from './startSolanaIndexer'

// The indexer and the history route on a real local Solana cluster: what it records is what the
// cluster did, read back the way the frame's Activity reads it.
let services: TestServices
let indexer: SolanaIndexer
let cluster: SolanaCluster
const warn = vi.fn()
const funder = solanaDevKey(2)
beforeAll(async () => {
  services = await createTestServices({ solana: true })
  const found = services.solana.get('solana:localnet')
  if (!found) throw new Error('no test cluster')
  cluster = found
  indexer = startSolanaIndexer({
    db: services.db,
    clusters: services.solana,
    intervalMs: 50,
    log: { warn, error: vi.fn() },
  })
}, 60_000)
afterAll(async () => {
  await indexer?.stop()
  await services?.close()
})

async function history(account: string, query = '') {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/account/${account}/history?projectId=latch-multi${query}`),
    historyRoute,
    { services, params: { address: account } },
  )
  return { status: response.status, body: await response.json() }
}

describe('startSolanaIndexer and the history of a Solana account', { timeout: 60_000 }, () => {
  it("records a funding (SOL and USDL, a token account made) and a SOL send, and answers them as the account's history", async () => {
    const owner = await generateKeyPairSigner()
    await fundSolanaAccount(cluster.rpc, owner.address, {
      lamports: 2_000_000_000n,
      usdl: 5_000_000n,
      from: 2,
    })
    await sendSolanaTransaction(cluster.rpc, owner, [
      getTransferSolInstruction({
        source: owner,
        destination: address(funder.address),
        amount: 250_000_000n,
      }),
    ])
    await indexer.caughtUp('solana:localnet')

    const { status, body } = await history(`solana:localnet:${owner.address}`)
    expect(status).toBe(200)
    expect(body.next).toBeNull()
    expect(body.data).toHaveLength(2)
    const [send, funding] = body.data
    expect(send).toMatchObject({
      metadata: {
        operationType: 'send',
        sentFrom: owner.address,
        sentTo: funder.address,
        status: 'confirmed',
        chain: 'solana:localnet',
      },
      transfers: [
        {
          direction: 'out',
          sender: owner.address,
          recipient: funder.address,
          quantity: { numeric: '0.25' },
          fungible_info: { symbol: 'SOL', name: 'Solana' },
          price: 150,
          value: 37.5,
        },
      ],
    })
    expect(send.metadata.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(Date.now() - Date.parse(send.metadata.minedAt)).toBeLessThan(120_000)
    expect(funding.metadata).toMatchObject({ operationType: 'receive', sentFrom: funder.address })
    expect(funding.transfers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ direction: 'in', sender: funder.address, quantity: { numeric: '2' } }),
        expect.objectContaining({
          direction: 'in',
          sender: funder.address,
          quantity: { numeric: '5' },
          fungible_info: expect.objectContaining({ symbol: 'USDL' }),
          price: 1,
          value: 5,
        }),
      ]),
    )
    expect(funding.transfers).toHaveLength(2)

    // Plain base58 reads the same; another cluster, an onramp, or another project's networks read nothing.
    expect((await history(owner.address)).body.data).toHaveLength(2)
    expect((await history(owner.address, '&chainId=solana:devnet')).body).toEqual({ data: [], next: null })
    expect((await history(owner.address, '&onramp=sandpay')).body).toEqual({ data: [], next: null })
  })

  it('pages newest first with a cursor of its own, which the EVM history refuses and back', async () => {
    const owner = await generateKeyPairSigner()
    await fundSolanaAccount(cluster.rpc, owner.address, { lamports: 1_000_000_000n, usdl: 1n, from: 2 })
    for (const amount of [1_000_000n, 2_000_000n])
      await sendSolanaTransaction(cluster.rpc, owner, [
        getTransferSolInstruction({ source: owner, destination: address(funder.address), amount }),
      ])
    await indexer.caughtUp('solana:localnet')
    const query = {
      owner: owner.address,
      caipNetworkIds: ['solana:localnet'],
      pageSize: 2,
      iconUrl: (s: string) => s,
    }
    const first = await getSolanaAccountHistory(services.db, services.solana, query)
    expect(first.data.map((item) => item.transfers[0]?.quantity.numeric)).toEqual(['0.002', '0.001'])
    expect(first.next).toEqual(expect.any(String))
    const { body } = await history(owner.address, `&cursor=${first.next}`)
    expect(
      body.data.map((item: { metadata: { operationType: string } }) => item.metadata.operationType),
    ).toEqual(['receive'])
    expect(body.next).toBeNull()
    const evm = await history('0x976EA74026E726554dB657fA54763abd0C3a0aa9', `&cursor=${first.next}`)
    expect(evm).toMatchObject({
      status: 400,
      body: { error: "Invalid parameter 'cursor': Expected the next cursor of a previous page" },
    })
    expect((await history(owner.address, '&cursor=bm90LWEtY3Vyc29y')).status).toBe(400)
  })

  it('follows Token-2022 as the classic Token program: a transfer of a mint the deployment does not list', async () => {
    const sender = await generateKeyPairSigner()
    const recipient = (await generateKeyPairSigner()).address
    await fundSolanaAccount(cluster.rpc, sender.address, { lamports: 1_000_000_000n, usdl: 0n, from: 2 })
    const { mint, tokenProgram } = await makeSolanaMint(cluster.rpc, {
      program: 'token-2022',
      decimals: 2,
      from: 2,
      holders: [{ owner: sender.address, amount: 1_000n }],
    })
    const accountOf = async (owner: typeof recipient) =>
      (await findAssociatedTokenPda({ owner, mint, tokenProgram }))[0]
    const destination = await accountOf(recipient)
    await sendSolanaTransaction(cluster.rpc, sender, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: sender,
        ata: destination,
        owner: recipient,
        mint,
        tokenProgram,
      }),
      getTransferCheckedInstruction(
        {
          source: await accountOf(sender.address),
          mint,
          destination,
          authority: sender,
          amount: 250n,
          decimals: 2,
        },
        { programAddress: tokenProgram },
      ),
    ])
    await indexer.caughtUp('solana:localnet')
    const { data } = (await history(recipient)).body
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: sender.address },
      transfers: [
        {
          direction: 'in',
          sender: sender.address,
          recipient,
          quantity: { numeric: '2.5' },
          fungible_info: { name: mint, symbol: `${mint.slice(0, 4)}…` },
        },
      ],
    })
    const [cursor] = await services.db.select().from(solanaIndexerCursors)
    expect(cursor?.token2022Signature).toEqual(expect.any(String))
  })

  it('forgets a cluster whose genesis changed and reads it again from its start', async () => {
    const owner = await generateKeyPairSigner()
    await fundSolanaAccount(cluster.rpc, owner.address, { lamports: 1_000_000_000n, usdl: 1n, from: 2 })
    await indexer.caughtUp('solana:localnet')
    expect((await history(owner.address)).body.data).toHaveLength(1)
    await services.db
      .update(solanaIndexerCursors)
      .set({ genesisHash: 'another-cluster' })
      .where(eq(solanaIndexerCursors.caipNetworkId, 'solana:localnet'))
    await indexer.caughtUp('solana:localnet')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('has a new genesis'))
    expect((await history(owner.address)).body.data).toHaveLength(1)
    const [cursor] = await services.db.select().from(solanaIndexerCursors)
    expect(cursor?.genesisHash).toBe(await cluster.rpc.getGenesisHash().send())
  })

  it('writes each transaction once, with no error, when two indexers share the database', async () => {
    const errors = vi.fn()
    const second = startSolanaIndexer({
      db: services.db,
      clusters: services.solana,
      intervalMs: 20,
      log: { warn, error: errors },
    })
    try {
      const owner = await generateKeyPairSigner()
      await fundSolanaAccount(cluster.rpc, owner.address, { lamports: 1_000_000_000n, usdl: 2n, from: 2 })
      await Promise.all([indexer.caughtUp('solana:localnet'), second.caughtUp('solana:localnet')])
      const { data } = (await history(owner.address)).body
      expect(data).toHaveLength(1)
      expect(data[0].transfers).toHaveLength(2)
    } finally {
      await second.stop()
    }
    expect(errors).not.toHaveBeenCalled()
  })
})
