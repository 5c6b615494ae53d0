import { startBundler } from './bundler/startBundler.mjs'
import { deployContracts } from './contracts/deployContracts.mjs'
import { freePort } from './internal/freePort.mjs'
import { startAnvil } from './startAnvil.mjs'

/**
 * @typedef {object} SmartAccountDevnet
 * @property {string} rpcUrl the anvil node
 * @property {string} bundlerUrl alto's JSON-RPC endpoint
 * @property {number} chainId
 * @property {import('./contracts/deployContracts.mjs').Deployment} deployment every contract, tokens
 *   and AMM included; `deployment.smartAccounts` equals `smartAccountContracts` of the contracts package
 * @property {() => Promise<void>} stop stops the bundler, then the node
 */

/**
 * A devnet of one's own for tests: anvil on a free port with the devnet contracts (the ERC-4337
 * ones among them), and the alto bundler for it on another free port. Takes a few seconds; share
 * one per test file (beforeAll) and stop it in afterAll.
 * @param {{ chainId?: number, artifacts?: import('./contracts/compileContracts.mjs').Artifacts, signal?: AbortSignal }} [options]
 *   chainId defaults to 31337, like devnet A; artifacts to a compile (cached on disk)
 * @returns {Promise<SmartAccountDevnet>}
 * @example
 * const devnet = await startSmartAccountDevnet()
 * const bundlerClient = createBundlerClient({ client, transport: http(devnet.bundlerUrl) })
 * // …
 * await devnet.stop()
 */
export async function startSmartAccountDevnet({ chainId = 31_337, artifacts, signal } = {}) {
  const anvil = await startAnvil({
    chainId,
    port: await freePort(),
    name: `anvil-${chainId}`,
    ...(signal === undefined ? {} : { signal }),
  })
  try {
    const deployment = await deployContracts({
      rpcUrl: anvil.rpcUrl,
      chainId,
      ...(artifacts === undefined ? {} : { artifacts }),
    })
    const bundler = await startBundler({
      rpcUrl: anvil.rpcUrl,
      entryPoint: deployment.smartAccounts.entryPoint,
      port: await freePort(),
      name: `bundler-${chainId}`,
      ...(signal === undefined ? {} : { signal }),
    })
    return {
      rpcUrl: anvil.rpcUrl,
      bundlerUrl: bundler.url,
      chainId,
      deployment,
      stop: async () => {
        await bundler.stop()
        await anvil.stop()
      },
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
