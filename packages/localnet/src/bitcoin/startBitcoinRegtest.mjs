import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { bcoin } from './bcoin.mjs'
import { bitcoinDevKeys, bitcoinMinerKey } from './bitcoinDevKeys.mjs'
import { bitcoinRegtest, bitcoinRpcPort } from './bitcoinRegtest.mjs'
import { createEsploraApi } from './esploraApi.mjs'

/**
 * @typedef {object} BitcoinRegtest
 * @property {string} caipNetworkId bip122:0f9188f13cb7b2c71f2a335e3a4fc328
 * @property {string} url its Esplora API (`GET /address/<address>/utxo`, `POST /tx`, …) and
 *   JSON-RPC (`POST /`)
 * @property {() => number} height the height of the chain's tip
 * @property {(blocks: number) => Promise<void>} mine mines blocks paying the miner key now
 * @property {() => Promise<void>} stop
 */

/** The coinbase of a block must wait this many blocks before it can be spent (regtest's rule too). */
const coinbaseMaturity = 100

/**
 * Starts a Bitcoin regtest full node (bcoin, validating every block and transaction as Bitcoin Core
 * does) that keeps its chain in memory, and makes it ready to use: the first ten blocks pay one
 * coinbase each to the dev keys, and the miner key's blocks follow until those coinbases can be
 * spent and SegWit is active (its version-bits deployment locks in and activates over three
 * 144-block periods on regtest). Afterwards it mines a block whenever a transaction enters its
 * mempool, as the EVM devnets do, so that a payment is confirmed in about a second.
 *
 * @example
 * const node = await startBitcoinRegtest({ port: 0 })
 * await fetch(`${node.url}/coin/address/${bitcoinDevKeys[0].address}`)
 * await node.stop()
 * @param {{ port?: number }} [options] 0 for any free port; the fixed 18443 by default
 * @returns {Promise<BitcoinRegtest>}
 */
export async function startBitcoinRegtest({ port = bitcoinRpcPort } = {}) {
  const node = new bcoin.FullNode({
    network: 'regtest',
    memory: true,
    workers: false,
    // No peers: it listens for none and regtest has no seeds to dial.
    listen: false,
    indexTX: true,
    indexAddress: true,
    // bcoin's own REST API answers a refused transaction with success; the Esplora API below
    // serves the port instead, so bcoin's is left on any free loopback port behind a key nobody has.
    httpHost: '127.0.0.1',
    httpPort: 0,
    apiKey: randomBytes(32).toString('hex'),
    logLevel: 'error',
  })
  await node.open()
  await node.connect()

  let mining = Promise.resolve()
  /** @param {string} payTo */
  const mineOne = async (payTo) => {
    const job = await node.miner.createJob(null, bcoin.Address.fromString(payTo, node.network))
    await node.chain.add(await job.mineAsync())
  }
  /**
   * One block at a time, whoever asks: two jobs made on the same tip would make one stale.
   * @param {number} blocks
   * @param {string} [payTo]
   */
  const mine = (blocks, payTo = bitcoinMinerKey.address) => {
    const run = mining.then(async () => {
      for (let i = 0; i < blocks; i++) await mineOne(payTo)
    })
    mining = run.catch(() => {})
    return run
  }

  for (const key of bitcoinDevKeys) await mine(1, key.address)
  while (node.chain.height < bitcoinDevKeys.length + coinbaseMaturity || !node.chain.state.hasWitness()) {
    await mine(1)
  }

  // A transaction that enters the mempool is mined at once; those arriving while a block is made
  // wait for the next one.
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let pending
  node.mempool.on('tx', () => {
    if (pending !== undefined) return
    pending = setTimeout(() => {
      pending = undefined
      mine(1).catch((error) => process.stderr.write(`bitcoin: could not mine: ${error}\n`))
    }, 50)
  })

  const server = createServer(createEsploraApi(node))
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(undefined))
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    caipNetworkId: bitcoinRegtest,
    url: `http://127.0.0.1:${address.port}`,
    height: () => node.chain.height,
    mine: (blocks) => mine(blocks),
    stop: async () => {
      clearTimeout(pending)
      await new Promise((resolve) => server.close(() => resolve(undefined)))
      await mining
      await node.close()
    },
  }
}
