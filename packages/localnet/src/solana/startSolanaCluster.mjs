import { createRequire } from 'node:module'
import { connect, createServer } from 'node:net'
import { createKeyPairSignerFromPrivateKeyBytes, createSolanaRpc } from '@solana/kit'
import { makeSolanaMint } from './makeSolanaMint.mjs'
import { solanaLocalnet, solanaUsdl } from './solanaCluster.mjs'
import { solanaDeployment } from './solanaDeployment.mjs'
import { solanaDevBalanceSol, solanaDevKeys } from './solanaDevKeys.mjs'

const lamportsPerSol = 1_000_000_000n
const eventDrainMs = 250

/** @typedef {import('./solanaDeployment.mjs').SolanaDeployment} SolanaDeployment */

/**
 * @typedef {object} SolanaCluster
 * @property {string} rpcUrl its JSON-RPC
 * @property {string} wsUrl its websocket RPC
 * @property {string} genesisHash a new one at every start
 * @property {'solana:localnet'} caipNetworkId CAIP-2, a fixed one since the genesis changes (solanaLocalnet)
 * @property {string} usdlMint
 * @property {SolanaDeployment} deployment what the frame's server reads of it (writeSolanaDeployments)
 * @property {() => Promise<void>} stop
 */

/**
 * Starts a Solana cluster in this process (Surfpool's runtime, a Node addon) with nothing fetched
 * from any outside cluster, serves it on `rpcPort` and `wsPort` (0: any free port), and readies it
 * as the devnets are: the dev keypairs funded with SOL, USDL's mint made by real transactions, and
 * every dev keypair's USDL account created and minted to.
 *
 * @param {{ rpcPort?: number, wsPort?: number, host?: string }} [options]
 * @returns {Promise<SolanaCluster>}
 */
export async function startSolanaCluster({ rpcPort = 0, wsPort = 0, host = '127.0.0.1' } = {}) {
  const { Surfnet } = loadSurfpool()
  // Offline: an account the cluster does not hold is absent, never downloaded from mainnet.
  const surfnet = await Surfnet.startWithConfig({ offline: true })
  // The runtime queues an event per slot (about 13 a second) for the host to drain, and stops
  // answering once about 1,000 wait undrained (measured: 78 to 83 s after start). Nothing here reads
  // them: they are drained and dropped.
  const draining = setInterval(() => surfnet.drainEvents(), eventDrainMs)
  draining.unref()
  /** @type {import('node:net').Server[]} */
  const servers = []
  try {
    const rpcServer = await forward(new URL(surfnet.rpcUrl), rpcPort, host)
    servers.push(rpcServer)
    const wsServer = await forward(new URL(surfnet.wsUrl), wsPort, host)
    servers.push(wsServer)
    const rpcUrl = `http://${host}:${port(rpcServer)}`
    const wsUrl = `ws://${host}:${port(wsServer)}`
    const rpc = createSolanaRpc(rpcUrl)
    for (const key of solanaDevKeys)
      surfnet.fundSol(key.address, Number(BigInt(solanaDevBalanceSol) * lamportsPerSol))
    await deployUsdl(rpc)
    const genesisHash = await rpc.getGenesisHash().send()
    return {
      rpcUrl,
      wsUrl,
      genesisHash,
      caipNetworkId: solanaLocalnet,
      usdlMint: solanaUsdl.mint.address,
      deployment: solanaDeployment(genesisHash),
      async stop() {
        clearInterval(draining)
        await Promise.all(servers.map(close))
        surfnet.stop()
      },
    }
  } catch (error) {
    clearInterval(draining)
    await Promise.all(servers.map(close))
    surfnet.stop()
    throw error
  }
}

function loadSurfpool() {
  try {
    return createRequire(import.meta.url)('@solana/surfpool-linux-x64-gnu')
  } catch (error) {
    throw new Error(
      `The local Solana cluster needs @solana/surfpool-linux-x64-gnu, which runs on Linux x64 (glibc) only: ${error instanceof Error ? error.message : error}`,
    )
  }
}

/**
 * USDL at its fixed address, every dev keypair holding its dev balance; dev keypair 0 is its authority.
 * @param {ReturnType<typeof createSolanaRpc>} rpc
 */
async function deployUsdl(rpc) {
  const amount = BigInt(solanaUsdl.devBalance) * 10n ** BigInt(solanaUsdl.decimals)
  await makeSolanaMint(rpc, {
    program: 'token',
    decimals: solanaUsdl.decimals,
    from: 0,
    mint: await createKeyPairSignerFromPrivateKeyBytes(solanaUsdl.mint.privateKey),
    holders: solanaDevKeys.map((key) => ({ owner: key.address, amount })),
  })
}

/**
 * Serves `target` (a loopback TCP service) on `port`: bytes both ways, so HTTP and websockets alike.
 * @param {URL} target
 * @param {number} port
 * @param {string} host
 * @returns {Promise<import('node:net').Server>}
 */
function forward(target, port, host) {
  const server = createServer((socket) => {
    const upstream = connect(Number(target.port), target.hostname)
    socket.pipe(upstream).pipe(socket)
    const end = () => {
      socket.destroy()
      upstream.destroy()
    }
    socket.on('error', end)
    upstream.on('error', end)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

/** @param {import('node:net').Server} server */
function port(server) {
  const bound = server.address()
  return typeof bound === 'object' && bound ? bound.port : 0
}

/** @param {import('node:net').Server} server */
function close(server) {
  return new Promise((resolve) => server.close(() => resolve(undefined)))
}
