import { freePort, startAnvil } from '@latch/localnet'
import { eq, sql } from 'drizzle-orm'
import { type Hash, parseEther, toEventSelector } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { devnetNetwork } from '@/networks/knownNetworks'
import { createLocalChains } from '../chain/createLocalChains'
import type { LocalChain } from '../chain/LocalChain'
import { indexedTransfers, indexerCursors, tokenMetadata } from '../db/schema'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { devWalletClient } from '../testing/devWalletClient'
import { swapEvent, transferEvent } from './internal/historyEvents'
import { sendDevnetActivity } from './internal/sendDevnetActivity'
import { startIndexer } from './startIndexer'

let services: TestServices
const warnings: string[] = []
const log = { warn: (message: string) => warnings.push(message), error: () => {} }

beforeAll(async () => {
  services = await createTestServices({ chains: true })
}, 180_000)
afterAll(() => services?.close())

function chainOf(chainId: number): LocalChain {
  const chain = services.chains.get(chainId)
  if (!chain) throw new Error(`No chain ${chainId}`)
  return chain
}

/** What the chain says should be indexed, read another way (receipts): `txHash:logIndex` keys. */
async function chainTruth(chain: LocalChain): Promise<string[]> {
  const { client, deployment } = chain
  const pairs = new Set(deployment?.pairs.map((pair) => pair.address.toLowerCase()))
  const transferTopic = toEventSelector(transferEvent)
  const swapTopic = toEventSelector(swapEvent)
  const head = await client.getBlockNumber({ cacheTime: 0 })
  const keys: string[] = []
  for (let number = BigInt(deployment?.deployBlock ?? 0); number <= head; number++) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    for (const tx of block.transactions) {
      const receipt = await client.getTransactionReceipt({ hash: tx.hash })
      if (receipt.status !== 'success') continue
      if (tx.value > 0n) keys.push(`${tx.hash}:-1`)
      for (const entry of receipt.logs) {
        const erc20Transfer =
          entry.topics[0] === transferTopic && entry.topics.length === 3 && BigInt(entry.data) > 0n
        const pairSwap = entry.topics[0] === swapTopic && pairs.has(entry.address.toLowerCase())
        if (erc20Transfer || pairSwap) keys.push(`${tx.hash}:${entry.logIndex}`)
      }
    }
  }
  return keys.sort()
}

async function indexedKeys(chainId: number): Promise<string[]> {
  const rows = await services.db
    .select({ txHash: indexedTransfers.txHash, logIndex: indexedTransfers.logIndex })
    .from(indexedTransfers)
    .where(eq(indexedTransfers.chainId, chainId))
  return rows.map((row) => `${row.txHash}:${row.logIndex}`).sort()
}

async function rowsOf(chainId: number, hash: Hash) {
  const rows = await services.db
    .select()
    .from(indexedTransfers)
    .where(sql`${indexedTransfers.chainId} = ${chainId} and ${indexedTransfers.txHash} = ${hash}`)
  return rows.sort((a, b) => a.logIndex - b.logIndex)
}

describe('startIndexer', () => {
  it('records each transfer and swap once, and a new indexer resumes where a stopped one left off', async () => {
    const a = chainOf(31337)
    const b = chainOf(31338)
    const deployBlock = BigInt(a.deployment?.deployBlock ?? 0)
    const first = startIndexer({
      db: services.db,
      chains: services.chains,
      intervalMs: 50,
      batchBlocks: 4,
      log,
    })
    await first.caughtUp(31337, deployBlock + 8n)
    await first.stop()
    const [stoppedAt] = await services.db
      .select()
      .from(indexerCursors)
      .where(eq(indexerCursors.chainId, 31337))
    expect(stoppedAt?.blockNumber).toBeLessThan(await a.client.getBlockNumber({ cacheTime: 0 }))

    const activity = await sendDevnetActivity(services, 31337)
    const second = startIndexer({ db: services.db, chains: services.chains, intervalMs: 50, log })
    try {
      await second.caughtUp(31337, activity.lastBlock)
      await second.caughtUp(31338, await b.client.getBlockNumber({ cacheTime: 0 }))
    } finally {
      await second.stop()
    }

    for (const chain of [a, b]) {
      const truth = await chainTruth(chain)
      expect(truth.length).toBeGreaterThan(10)
      expect(await indexedKeys(chain.network.id)).toEqual(truth)
    }

    const lower = (address: string) => address.toLowerCase()
    const weth = lower(a.deployment?.weth ?? '')
    const usdl = lower(a.deployment?.usdToken ?? '')
    expect(await rowsOf(31337, activity.nativeTransfer)).toEqual([
      expect.objectContaining({
        kind: 'native',
        fromAddress: lower(activity.sender),
        toAddress: lower(activity.recipient),
        tokenAddress: null,
        amount: parseEther('1.5').toString(),
      }),
    ])
    expect(await rowsOf(31337, activity.tokenTransfer)).toEqual([
      expect.objectContaining({
        kind: 'token',
        fromAddress: lower(activity.sender),
        toAddress: lower(activity.recipient),
        tokenAddress: usdl,
        amount: '25000000',
      }),
    ])
    expect((await rowsOf(31337, activity.buy)).filter((row) => row.kind !== 'token')).toEqual([
      expect.objectContaining({
        kind: 'native',
        fromAddress: lower(activity.buyer),
        amount: parseEther('0.5').toString(),
      }),
      expect.objectContaining({
        kind: 'swap',
        fromAddress: lower(activity.buyer),
        toAddress: lower(activity.buyer),
        tokenAddress: weth,
        amount: parseEther('0.5').toString(),
      }),
    ])
    expect((await rowsOf(31337, activity.sell)).filter((row) => row.kind === 'swap')).toEqual([
      expect.objectContaining({
        fromAddress: lower(activity.seller),
        toAddress: lower(a.deployment?.router ?? ''),
        tokenAddress: usdl,
        amount: '3000000000',
        tokenOutAddress: weth,
      }),
    ])
    // The pools' LP shares are an ERC-20 that no deployment lists: read from chain once.
    const lpToken = lower(a.deployment?.pairs[0]?.address ?? '')
    expect(
      await services.db
        .select()
        .from(tokenMetadata)
        .where(sql`${tokenMetadata.chainId} = 31337 and ${tokenMetadata.address} = ${lpToken}`),
    ).toEqual([{ chainId: 31337, address: lpToken, name: 'Latch LP', symbol: 'LATCH-LP', decimals: 18 }])
  }, 120_000)

  it('indexes a chain again from the start when the block at its cursor has another hash', async () => {
    const b = chainOf(31338)
    const stale = `0x${'ee'.repeat(32)}`
    await services.db
      .update(indexerCursors)
      .set({ blockHash: `0x${'11'.repeat(32)}` })
      .where(eq(indexerCursors.chainId, 31338))
    await services.db.insert(indexedTransfers).values({
      chainId: 31338,
      txHash: stale,
      logIndex: -1,
      blockNumber: 1n,
      txIndex: 0,
      minedAt: new Date(),
      txFrom: '0x0000000000000000000000000000000000000001',
      txTo: '0x0000000000000000000000000000000000000002',
      txNonce: 0,
      kind: 'native',
      fromAddress: '0x0000000000000000000000000000000000000001',
      toAddress: '0x0000000000000000000000000000000000000002',
      tokenAddress: null,
      amount: '1',
    })
    warnings.length = 0
    const indexer = startIndexer({ db: services.db, chains: services.chains, intervalMs: 50, log })
    try {
      await vi.waitFor(() => expect(warnings.join('\n')).toMatch(/\(31338\).*indexing it again from block/), {
        timeout: 20_000,
        interval: 50,
      })
      await indexer.caughtUp(31338, await b.client.getBlockNumber({ cacheTime: 0 }))
    } finally {
      await indexer.stop()
    }
    const keys = await indexedKeys(31338)
    expect(keys).not.toContain(`${stale}:-1`)
    expect(keys).toEqual(await chainTruth(b))
  }, 120_000)

  it('writes each block once when two indexers share the database', async () => {
    const b = chainOf(31338)
    await services.db.delete(indexedTransfers).where(eq(indexedTransfers.chainId, 31338))
    await services.db.delete(indexerCursors).where(eq(indexerCursors.chainId, 31338))
    const chains = new Map([[31338, b]])
    const indexers = [1, 2].map(() =>
      startIndexer({ db: services.db, chains, intervalMs: 20, batchBlocks: 3, log }),
    )
    try {
      const head = await b.client.getBlockNumber({ cacheTime: 0 })
      await Promise.all(indexers.map((indexer) => indexer.caughtUp(31338, head)))
    } finally {
      await Promise.all(indexers.map((indexer) => indexer.stop()))
    }
    expect(await indexedKeys(31338)).toEqual(await chainTruth(b))
  }, 120_000)

  it('starts over on a fresh node at the same address', async () => {
    const chainId = 31_339
    const port = await freePort()
    const network = devnetNetwork(chainId, 'Restarted Devnet', `http://127.0.0.1:${port}`)
    const chains = createLocalChains([network], {})
    const chain = chains.get(chainId)
    if (!chain) throw new Error('no chain')
    let anvil = await startAnvil({ chainId, port, name: 'history-restart' })
    warnings.length = 0
    const indexer = startIndexer({ db: services.db, chains, intervalMs: 50, log })
    try {
      const wallet = devWalletClient(anvil.rpcUrl, chainId, 5)
      for (const value of ['1', '2']) {
        const hash = await wallet.sendTransaction({
          to: devWalletClient(anvil.rpcUrl, chainId, 6).account.address,
          value: parseEther(value),
        })
        const { blockNumber } = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
        await indexer.caughtUp(chainId, blockNumber)
      }
      expect(await indexedKeys(chainId)).toHaveLength(2)

      await anvil.stop()
      anvil = await startAnvil({ chainId, port, name: 'history-restart' })
      const hash = await devWalletClient(anvil.rpcUrl, chainId, 6).sendTransaction({
        to: wallet.account.address,
        value: parseEther('0.25'),
      })
      const { blockNumber } = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      await vi.waitFor(
        () => expect(warnings.join('\n')).toMatch(/\(31339\).*indexing it again from block 0/),
        {
          timeout: 20_000,
          interval: 50,
        },
      )
      await indexer.caughtUp(chainId, blockNumber)
      expect(await indexedKeys(chainId)).toEqual([`${hash}:-1`])
    } finally {
      await indexer.stop()
      await anvil.stop()
    }
  }, 120_000)
})
