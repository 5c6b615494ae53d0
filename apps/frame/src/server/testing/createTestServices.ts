import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { createSdkUsageRecorder } from '../api/createSdkUsageRecorder'
import type { ServerServices } from '../api/ServerServices'
import { createBitcoinChains } from '../bitcoin/createBitcoinChains'
import { createLocalChains } from '../chain/createLocalChains'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { type DatabaseProjectStore, databaseProjectStore } from '../projects/databaseProjectStore'
import { devProject, multiChainProject, shopProject } from '../projects/internal/testProjects'
import { seedProjects } from '../projects/seedProjects'
import { createSolanaClusters } from '../solana/createSolanaClusters'
import { SolanaDeployments } from '../solana/SolanaDeployment'
import { takeTestDevnets } from './takeTestDevnets'

export type TestServices = ServerServices & {
  database: DatabaseHandle
  /** The database store over the test projects (`latch-dev`, `shop`); invalidate it after changing one. */
  projects: DatabaseProjectStore
  /** The throwaway devnets, by chain id (empty unless asked for). */
  rpcUrls: ReadonlyMap<number, string>
  /** The throwaway Solana cluster's JSON-RPC (`solana:localnet`), when asked for. */
  solanaRpcUrl: string | undefined
  /** The throwaway Bitcoin regtest node's Esplora API, when asked for. */
  bitcoinUrl: string | undefined
  /** Stops the clock `now()` answers at `date`; `undefined` lets it follow the real clock again. */
  setNow(date: Date | undefined): void
  close(): Promise<void>
}

/**
 * Services over a fresh test database and, with `chains: true`, two throwaway anvil devnets
 * (takeTestDevnets: chain ids 31337 and 31338, the localnet contracts deployed), and with
 * `solana: true` a throwaway Solana cluster as `solana:localnet` (USDL made, dev keypairs funded) and
 * the `latch-multi` project that lists it, and with `bitcoin: true` a throwaway Bitcoin regtest node
 * (the dev keys funded) read as the regtest network, which `latch-multi` lists too:
 * what the route handlers get in production, for tests that call them directly.
 *
 * @example
 * const services = await createTestServices({ chains: true })
 * const response = await handleApiRequest(request, gasPriceRoute, { services })
 */
export async function createTestServices(
  options: { chains?: boolean; solana?: boolean; bitcoin?: boolean } = {},
): Promise<TestServices> {
  const database = await within('opening the test database', createTestDatabase())
  const devnets = options.chains
    ? await takeTestDevnets(within).catch(async (error: unknown) => {
        await database.close()
        throw error
      })
    : undefined
  // Imported when needed, so that tests without a cluster don't load Solana's libraries.
  const cluster = options.solana
    ? await (await import('@latch/localnet/solana')).startSolanaCluster().catch(async (error: unknown) => {
        await devnets?.release()
        await database.close()
        throw error
      })
    : undefined
  // Imported when needed too: bcoin is large.
  const bitcoinNode = options.bitcoin
    ? await (await import('@latch/localnet/bitcoin'))
        .startBitcoinRegtest({ port: 0 })
        .catch(async (error: unknown) => {
          await Promise.all([devnets?.release(), cluster?.stop()])
          await database.close()
          throw error
        })
    : undefined
  try {
    await seedProjects(database.db, [
      devProject,
      shopProject,
      ...(cluster || bitcoinNode ? [multiChainProject] : []),
    ])
    let now: Date | undefined
    const sdkUsage = createSdkUsageRecorder(database.db, 60_000)
    return {
      database,
      db: database.db,
      projects: databaseProjectStore(database.db),
      chains: createLocalChains(devnets?.networks ?? [], devnets?.deployments ?? {}),
      solana: createSolanaClusters(
        cluster ? [{ ...localSolanaNetwork, rpcUrl: cluster.rpcUrl }] : [],
        // Read as the server reads the file, so the test checks what localnet writes.
        SolanaDeployments.parse(cluster ? { [cluster.caipNetworkId]: cluster.deployment } : {}),
      ),
      bitcoin: createBitcoinChains(bitcoinNode ? [localBitcoinNetwork] : [], {
        LATCH_BITCOIN_ESPLORA_URL: bitcoinNode?.url,
      }),
      mode: { kind: 'local' },
      sdkUsage,
      now: () => now ?? new Date(),
      setNow(date) {
        now = date
      },
      rpcUrls: new Map(devnets?.anvils.map((anvil) => [anvil.chainId, anvil.rpcUrl])),
      solanaRpcUrl: cluster?.rpcUrl,
      bitcoinUrl: bitcoinNode?.url,
      async close() {
        await sdkUsage.stop()
        await Promise.all([devnets?.release(), cluster?.stop(), bitcoinNode?.stop()])
        await database.close()
      },
    }
  } catch (error) {
    await Promise.all([devnets?.release(), cluster?.stop(), bitcoinNode?.stop()])
    await database.close()
    throw error
  }
}

// Each step takes seconds, even on two busy cores. One that hangs (a set-up has passed its 180 s hook
// timeout a few times in full unit runs, without saying where) fails here naming itself, and what
// started so far is stopped instead of being left running.
const stepTimeoutMs = 90_000

async function within<T>(step: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`createTestServices: ${step} took over ${stepTimeoutMs / 1000} s`)),
      stepTimeoutMs,
    )
  })
  try {
    return await Promise.race([work, timedOut])
  } finally {
    clearTimeout(timer)
  }
}
