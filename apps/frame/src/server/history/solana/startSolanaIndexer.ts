import { address, type Signature, signature as toSignature } from '@solana/kit'
import { solanaPrograms } from '@/networks/solanaPrograms'
import type { Database } from '../../db/Database'
import { pollUntilAborted } from '../../internal/pollUntilAborted'
import type { ParsedSolanaTransaction } from '../../solana/ParsedSolanaTransaction'
import type { SolanaCluster, SolanaClusters } from '../../solana/SolanaCluster'
import { commitSolanaBatch, readSolanaCursor, resetSolanaCluster } from './internal/solanaIndexerStore'
import { type SolanaTransferRow, solanaTransferRows } from './solanaTransferRows'

type StartSolanaIndexerOptions = {
  db: Database
  clusters: SolanaClusters
  /** The pause between polls once caught up. Default 1 s. */
  intervalMs?: number
  /** The most transactions one tick reads and writes. Default 100. */
  batchSize?: number
  log?: Pick<Console, 'warn' | 'error'>
}

export type SolanaIndexer = {
  /** Ends the polling; resolves once the tick in flight is done. */
  stop(): Promise<void>
  /**
   * Resolves after a poll of the cluster that began after this call found nothing more to write:
   * whatever the cluster had confirmed when it was called is then in the database.
   */
  caughtUp(caipNetworkId: string): Promise<void>
}

// The programs whose transactions the indexer reads: every SOL transfer calls the System program,
// every SPL token transfer the Token program or Token-2022 (docs/namespaces.md#activity).
const programs = {
  systemSignature: address(solanaPrograms.system),
  tokenSignature: address(solanaPrograms.token),
  token2022Signature: address(solanaPrograms.token2022),
} as const
type ProgramCursor = keyof typeof programs

const pageSize = 1000

/**
 * Follows each served Solana cluster into `solana_transfers` (docs/namespaces.md#activity): each poll
 * lists the confirmed signatures of the System, Token and Token-2022 programs newer than the cursor, reads
 * those transactions oldest first (at most `batchSize` a poll), and writes what each moved for each
 * account with the cursor that follows, in one database transaction, so a restart resumes with no
 * gap and no duplicate; several instances on one Postgres take a per-cluster advisory lock to write,
 * and only the one whose cursor is still current writes. A cluster whose genesis hash changed (the local cluster starts anew with
 * every `npm start`) is forgotten and read again from its start. Failures are logged and retried
 * with backoff; nothing is thrown out of the loop.
 *
 * @example
 * const indexer = startSolanaIndexer({ db, clusters: services.solana })
 * await indexer.caughtUp('solana:localnet')
 */
export function startSolanaIndexer(options: StartSolanaIndexerOptions): SolanaIndexer {
  const { db, clusters, intervalMs = 1_000, batchSize = 100, log = console } = options
  const stopping = new AbortController()
  const polls = new Map<string, { started: number; idle: number }>()
  const waiters = new Set<{ caipNetworkId: string; after: number; resolve(): void; reject(e: Error): void }>()

  function idle(caipNetworkId: string, poll: number) {
    const state = polls.get(caipNetworkId)
    if (state) state.idle = poll
    for (const waiter of waiters)
      if (waiter.caipNetworkId === caipNetworkId && poll > waiter.after) {
        waiters.delete(waiter)
        waiter.resolve()
      }
  }

  /**
   * One poll of a cluster: 'more' when there is more to read right away, 'idle' when everything the
   * cluster had confirmed is written, 'yielded' when another instance wrote instead.
   */
  async function tick(cluster: SolanaCluster): Promise<'more' | 'idle' | 'yielded'> {
    const { caipNetworkId } = cluster.network
    const genesisHash = await cluster.rpc.getGenesisHash().send()
    let cursor = await readSolanaCursor(db, caipNetworkId)
    if (cursor && cursor.genesisHash !== genesisHash) {
      // Another instance may have reset it first: the next poll reads what it left.
      if (!(await resetSolanaCluster(db, cursor))) return 'yielded'
      log.warn(
        `[history] ${cluster.network.name} (${caipNetworkId}) has a new genesis, so it was replaced: reading it again`,
      )
      cursor = undefined
    }
    const listed = await Promise.all(
      (Object.keys(programs) as ProgramCursor[]).map(async (key) => ({
        key,
        signatures: await signaturesSince(cluster, programs[key], cursor?.[key] ?? undefined),
      })),
    )
    // Oldest first across both programs, each transaction once.
    const bySignature = new Map<string, { signature: string; slot: bigint }>()
    for (const { signatures } of listed)
      for (const entry of signatures) bySignature.set(entry.signature, entry)
    const pending = [...bySignature.values()].sort((a, b) => (a.slot < b.slot ? -1 : a.slot > b.slot ? 1 : 0))
    const batch = pending.slice(0, batchSize)
    if (batch.length === 0) return 'idle'
    const written = new Set(batch.map((entry) => entry.signature))
    // Transactions of one slot share its block time: asked once a poll.
    const blockTimes = new Map<bigint, Promise<bigint>>()
    const blockTime = (slot: bigint) => {
      let time = blockTimes.get(slot)
      if (!time) {
        time = cluster.rpc.getBlockTime(slot).send()
        blockTimes.set(slot, time)
      }
      return time
    }
    const rows = (
      await Promise.all(batch.map((entry) => readRows(cluster, entry.signature, blockTime)))
    ).flat()
    // Each program's cursor moves to the newest of its signatures written now.
    const next = (key: ProgramCursor) =>
      listed
        .find((entry) => entry.key === key)
        ?.signatures.filter((entry) => written.has(entry.signature))
        .at(-1)?.signature ??
      cursor?.[key] ??
      null
    const moved = {
      caipNetworkId,
      genesisHash,
      systemSignature: next('systemSignature'),
      tokenSignature: next('tokenSignature'),
      token2022Signature: next('token2022Signature'),
    }
    // Not written: another instance holds the cluster or got there first; it leads, this one waits a poll.
    if (!(await commitSolanaBatch(db, cursor, moved, rows))) return 'yielded'
    return pending.length > batch.length ? 'more' : 'idle'
  }

  async function readRows(
    cluster: SolanaCluster,
    signature: string,
    blockTime: (slot: bigint) => Promise<bigint>,
  ): Promise<SolanaTransferRow[]> {
    const found = (await cluster.rpc
      .getTransaction(toSignature(signature), {
        encoding: 'jsonParsed',
        maxSupportedTransactionVersion: 0,
        commitment: 'confirmed',
      })
      .send()) as ParsedSolanaTransaction | null
    if (!found) throw new Error(`the cluster listed ${signature} but does not return it`)
    // The block's own time: getTransaction's blockTime is a thousandth of it on the local cluster.
    const seconds = await blockTime(BigInt(found.slot))
    return solanaTransferRows(found, {
      caipNetworkId: cluster.network.caipNetworkId,
      signature,
      minedAt: new Date(Number(seconds) * 1000),
      nativeDecimals: cluster.network.nativeCurrency.decimals,
    })
  }

  function follow(cluster: SolanaCluster) {
    const { caipNetworkId } = cluster.network
    const state = { started: 0, idle: 0 }
    polls.set(caipNetworkId, state)
    return pollUntilAborted({
      signal: stopping.signal,
      intervalMs,
      poll: async () => {
        const poll = ++state.started
        const outcome = await tick(cluster)
        if (outcome === 'idle') idle(caipNetworkId, poll)
        return outcome === 'more'
      },
      onError: (error) =>
        log.error(
          `[history] ${cluster.network.name} (${caipNetworkId}): ${error instanceof Error ? error.message : String(error)}; retrying`,
        ),
    })
  }

  const loops = [...clusters.values()].map((cluster) => follow(cluster))

  return {
    async stop() {
      stopping.abort()
      await Promise.all(loops)
      for (const waiter of waiters) waiter.reject(new Error('The Solana history indexer stopped'))
      waiters.clear()
    },
    caughtUp(caipNetworkId) {
      const state = polls.get(caipNetworkId)
      if (!state)
        return Promise.reject(new Error(`The Solana history indexer does not follow ${caipNetworkId}`))
      if (stopping.signal.aborted) return Promise.reject(new Error('The Solana history indexer stopped'))
      return new Promise((resolve, reject) => {
        waiters.add({ caipNetworkId, after: state.started, resolve, reject })
      })
    },
  }
}

/** The confirmed signatures of transactions that call `program`, newer than `until`, oldest first. */
async function signaturesSince(
  cluster: SolanaCluster,
  program: ReturnType<typeof address>,
  until: string | undefined,
) {
  const found: { signature: string; slot: bigint }[] = []
  let before: Signature | undefined
  for (;;) {
    const page = await cluster.rpc
      .getSignaturesForAddress(program, {
        limit: pageSize,
        commitment: 'confirmed',
        ...(until ? { until: toSignature(until) } : {}),
        ...(before ? { before } : {}),
      })
      .send()
    found.push(...page.map((entry) => ({ signature: entry.signature, slot: BigInt(entry.slot) })))
    const last = page.at(-1)
    if (page.length < pageSize || !last) break
    before = last.signature
  }
  return found.reverse()
}
