// Runs the local Bitcoin regtest node until SIGTERM or SIGINT:
//   node packages/localnet/src/bitcoin/main.mjs [--port 18443]
// Ready once its Esplora API answers (the dev keys' coinbases are mined before it listens).
import { parseArgs } from 'node:util'
import { bitcoinDevKeys, bitcoinMinerKey } from './bitcoinDevKeys.mjs'
import { bitcoinRpcPort } from './bitcoinRegtest.mjs'
import { startBitcoinRegtest } from './startBitcoinRegtest.mjs'

const usage = 'Usage: node packages/localnet/src/bitcoin/main.mjs [--port 18443]'

try {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(bitcoinRpcPort) },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    process.stdout.write(`${usage}\n`)
    process.exit(0)
  }
  const port = Number(values.port)
  if (!/^\d+$/.test(values.port) || port > 65_535) throw new Error(`not a port number: "${values.port}"`)
  const node = await startBitcoinRegtest({ port })
  process.stdout.write(
    [
      `Bitcoin regtest ${node.caipNetworkId} on ${node.url} (Esplora API, JSON-RPC at POST /), height ${node.height()}`,
      `dev keys (m/84'/1'/0'/0/i of the dev mnemonic): ${bitcoinDevKeys.map((key) => key.address).join(', ')}`,
      `miner (m/84'/1'/0'/0/1000): ${bitcoinMinerKey.address}`,
      '',
    ].join('\n'),
  )
  const stop = () => node.stop().then(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${usage}\n`)
  process.exit(1)
}
