import { createRequire } from 'node:module'
import { connect, createServer } from 'node:net'
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { solanaLocalnet, solanaUsdl } from './solanaCluster.mjs'
import { solanaDeployment } from './solanaDeployment.mjs'
import { solanaDevBalanceSol, solanaDevKeys } from './solanaDevKeys.mjs'

const lamportsPerSol = 1_000_000_000n

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
        await Promise.all(servers.map(close))
        surfnet.stop()
      },
    }
  } catch (error) {
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
 * @param {ReturnType<typeof createSolanaRpc>} rpc
 */
async function deployUsdl(rpc) {
  const [first] = solanaDevKeys
  if (!first) throw new Error('No Solana dev keypair to make USDL with')
  const authority = await createKeyPairSignerFromPrivateKeyBytes(first.privateKey)
  const mint = await createKeyPairSignerFromPrivateKeyBytes(solanaUsdl.mint.privateKey)
  const space = BigInt(getMintSize())
  const rent = await rpc.getMinimumBalanceForRentExemption(space).send()
  await send(rpc, authority, [
    getCreateAccountInstruction({
      payer: authority,
      newAccount: mint,
      lamports: rent,
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals: solanaUsdl.decimals,
      mintAuthority: authority.address,
    }),
  ])
  const amount = BigInt(solanaUsdl.devBalance) * 10n ** BigInt(solanaUsdl.decimals)
  const instructions = []
  for (const key of solanaDevKeys) {
    const owner = address(key.address)
    const [token] = await findAssociatedTokenPda({
      owner,
      mint: mint.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: authority,
        ata: token,
        owner,
        mint: mint.address,
      }),
      getMintToInstruction({ mint: mint.address, token, mintAuthority: authority, amount }),
    )
  }
  // Two keypairs' accounts a transaction: a transaction holds at most 1,232 bytes.
  for (let at = 0; at < instructions.length; at += 4)
    await send(rpc, authority, instructions.slice(at, at + 4))
}

/**
 * Signs and sends one transaction, and waits until the cluster confirms it.
 * @param {ReturnType<typeof createSolanaRpc>} rpc
 * @param {import('@solana/kit').TransactionSigner} payer
 * @param {import('@solana/kit').Instruction[]} instructions
 */
async function send(rpc, payer, instructions) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(blockhash, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  )
  const signature = getSignatureFromTransaction(transaction)
  await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
  for (let tries = 0; tries < 200; tries++) {
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    const status = value[0]
    if (status?.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return signature
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`Transaction ${signature} was not confirmed within 5 s`)
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
