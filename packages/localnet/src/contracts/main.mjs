// Deploys the devnet contracts to one chain and records them in the deployments file:
//   node packages/localnet/src/contracts/main.mjs --rpc http://127.0.0.1:8545 --chain-id 31337 [--out file]
// Run it once per devnet; on a chain that has them already it only records them.
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { deployContracts } from './deployContracts.mjs'
import { recordDeployment } from './recordDeployment.mjs'
import { deploymentsFilePath } from './writeDeployments.mjs'

const usage = `Usage: node packages/localnet/src/contracts/main.mjs --rpc <url> --chain-id <id> [--out <file>]

Deploys the devnet contracts (tokens, AMM, Multicall3) to the chain at <url> unless they are there
already, and merges its entry into the deployments file (default <repo>/.latch/deployments.json,
or LATCH_DEPLOYMENTS_FILE).`

const root = fileURLToPath(new URL('../../../../', import.meta.url))

/** @returns {{ rpcUrl: string, chainId: number, out: string }} */
function parseCommandLine() {
  try {
    const { values } = parseArgs({
      options: {
        rpc: { type: 'string' },
        'chain-id': { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
    if (values.help) {
      console.log(usage)
      process.exit(0)
    }
    const chainId = Number(values['chain-id'])
    if (!values.rpc) throw new Error('--rpc is required')
    if (!Number.isSafeInteger(chainId) || chainId <= 0)
      throw new Error('--chain-id must be a positive integer')
    return { rpcUrl: values.rpc, chainId, out: values.out ?? deploymentsFilePath(root) }
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
    process.exit(2)
  }
}

const { rpcUrl, chainId, out } = parseCommandLine()
const started = performance.now()
try {
  const deployment = await deployContracts({ rpcUrl, chainId, log: (message) => console.log(message) })
  await recordDeployment(out, deployment)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `${deployment.caipNetworkId}: router ${deployment.router}, multicall ${deployment.multicall}, ` +
      `tokens ${deployment.tokens.map((token) => `${token.symbol} ${token.address}`).join(', ')}; ` +
      `written to ${out} in ${seconds} s`,
  )
} catch (error) {
  console.error(`Could not deploy to ${rpcUrl}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
