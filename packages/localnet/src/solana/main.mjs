// Runs the local Solana cluster until SIGTERM or SIGINT:
//   node packages/localnet/src/solana/main.mjs [--rpc-port 8899] [--ws-port 8900]
// Ready once the USDL mint answers over JSON-RPC (it is made after the ports open).
import { parseArgs } from 'node:util'
import { solanaRpcPort, solanaUsdl, solanaWsPort } from './solanaCluster.mjs'
import { solanaDevKeys } from './solanaDevKeys.mjs'
import { startSolanaCluster } from './startSolanaCluster.mjs'

const usage = 'Usage: node packages/localnet/src/solana/main.mjs [--rpc-port 8899] [--ws-port 8900]'

/** @param {string} value */
function portNumber(value) {
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65_535) throw new Error(`not a port number: "${value}"`)
  return port
}

try {
  const { values } = parseArgs({
    options: {
      'rpc-port': { type: 'string', default: String(solanaRpcPort) },
      'ws-port': { type: 'string', default: String(solanaWsPort) },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    process.stdout.write(`${usage}\n`)
    process.exit(0)
  }
  const cluster = await startSolanaCluster({
    rpcPort: portNumber(values['rpc-port']),
    wsPort: portNumber(values['ws-port']),
  })
  process.stdout.write(
    [
      `Solana cluster ${cluster.caipNetworkId} on ${cluster.rpcUrl} (websocket ${cluster.wsUrl})`,
      `USDL mint ${cluster.usdlMint} (${solanaUsdl.decimals} decimals)`,
      `dev keypairs (m/44'/501'/i'/0' of the dev mnemonic): ${solanaDevKeys.map((key) => key.address).join(', ')}`,
      '',
    ].join('\n'),
  )
  const stop = () => cluster.stop().then(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${usage}\n`)
  process.exit(1)
}
