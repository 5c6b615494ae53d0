import { freePort, startAnvil } from '@latch/localnet'
import { devnetNetwork } from '@/networks/knownNetworks'
import type { Network } from '@/networks/Network'
import { rpcCall } from '@/networks/rpcCall'
import type { Deployments } from '../chain/Deployment'

type Anvil = Awaited<ReturnType<typeof startAnvil>>

/** Two devnets with the localnet contracts deployed, as a test file gets them. */
export type TestDevnets = {
  anvils: readonly Anvil[]
  deployments: Deployments
  networks: readonly Network[]
  /** Hands them back: the next file in this process gets them as deployed, else they stop. */
  release(): Promise<void>
}

/** Runs one step of the set-up, failing it by name when it hangs (createTestServices' `within`). */
type Step = <T>(what: string, work: Promise<T>) => Promise<T>

type Parked = { anvils: Anvil[]; deployments: Deployments; snapshots: string[] }

const chainIds = [31_337, 31_338]

// Starting two anvils and deploying to both takes a second or two a file. The files that share a
// process take turns on one pair instead, each turn starting from the snapshot taken after the
// deployment (docs/testing.md). A process ends without closing anything, and anvils run in process
// groups of their own, so whatever is parked when it ends is killed then.
let parked: Parked | undefined
let killParkedAtExit = false

/**
 * Two throwaway anvil devnets (chain ids 31337 and 31338 on free ports) with the localnet contracts
 * deployed: the pair the last file of this process released, reverted to the state just after
 * deployment, or a new pair. Tests see the same chains either way: blocks, balances, code and
 * nonces as deployed.
 *
 * @example
 * const devnets = await takeTestDevnets((_what, work) => work)
 * try { ... } finally { await devnets.release() }
 */
export async function takeTestDevnets(step: Step): Promise<TestDevnets> {
  // Taken before any await, so that two takers at once never get the same pair.
  const candidate = parked
  parked = undefined
  const reverted = candidate !== undefined && (await revertToDeployed(candidate))
  if (candidate && !reverted) await stop(candidate)
  const devnets = candidate && reverted ? candidate : await startDeployed(step)
  let released = false
  return {
    anvils: devnets.anvils,
    deployments: devnets.deployments,
    networks: devnets.anvils.map((anvil) =>
      devnetNetwork(anvil.chainId, `Test Devnet ${anvil.chainId}`, anvil.rpcUrl),
    ),
    async release() {
      if (released) return
      released = true
      if (parked) return stop(devnets)
      parked = devnets
      if (!killParkedAtExit) {
        killParkedAtExit = true
        process.once('exit', killParked)
        // Vitest ends a worker with SIGTERM, which would end it without 'exit'.
        process.once('SIGTERM', () => process.exit(143))
      }
    },
  }
}

async function startDeployed(step: Step): Promise<Parked> {
  const anvils = await step('starting the devnets', startTestAnvils(chainIds))
  try {
    // Imported when needed, so that tests without chains don't load the contract tooling.
    const { deployContracts } = await import('@latch/localnet')
    const deployments: Deployments = {}
    for (const anvil of anvils) {
      deployments[String(anvil.chainId)] = await step(
        `deploying the contracts to chain ${anvil.chainId}`,
        deployContracts({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId }),
      )
    }
    const snapshots = await Promise.all(anvils.map((anvil) => rpc<string>(anvil.rpcUrl, 'evm_snapshot')))
    return { anvils, deployments, snapshots }
  } catch (error) {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
    throw error
  }
}

// anvil forgets a snapshot once reverted to, so each turn takes it again. False when a devnet died or
// refused: the pair is then replaced.
async function revertToDeployed(devnets: Parked): Promise<boolean> {
  try {
    const reverted = await Promise.all(
      devnets.anvils.map((anvil, index) =>
        rpc<boolean>(anvil.rpcUrl, 'evm_revert', [devnets.snapshots[index]]),
      ),
    )
    if (!reverted.every(Boolean)) return false
    devnets.snapshots = await Promise.all(
      devnets.anvils.map((anvil) => rpc<string>(anvil.rpcUrl, 'evm_snapshot')),
    )
    return true
  } catch {
    return false
  }
}

async function stop(devnets: Parked) {
  await Promise.all(devnets.anvils.map((anvil) => anvil.stop()))
}

function killParked() {
  for (const anvil of parked?.anvils ?? []) {
    try {
      process.kill(-anvil.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}

// A test helper's own reads of the devnet, typed as anvil answers them.
const rpc = async <T>(rpcUrl: string, method: string, params: unknown[] = []) =>
  (await rpcCall({ url: rpcUrl, headers: {} }, method, params)) as T

// Both or neither: one that started is stopped when the other could not.
async function startTestAnvils(ids: number[]) {
  const results = await Promise.allSettled(ids.map((chainId) => startTestAnvil(chainId)))
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failed = results.find((result) => result.status === 'rejected')
  if (!failed) return started
  await Promise.all(started.map((anvil) => anvil.stop()))
  throw failed.reason
}

// A free port can be handed to another test file between freePort() and anvil binding it: try anew.
async function startTestAnvil(chainId: number, attempts = 3): Promise<Anvil> {
  try {
    return await startAnvil({ chainId, port: await freePort(), name: `test-${chainId}` })
  } catch (error) {
    if (attempts <= 1) throw error
    return startTestAnvil(chainId, attempts - 1)
  }
}
