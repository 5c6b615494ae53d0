import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bitcoinRpcPort } from './bitcoin/bitcoinRegtest.mjs'
import { startBundler } from './bundler/startBundler.mjs'
import { deployContracts } from './contracts/deployContracts.mjs'
import { recordDeployment } from './contracts/recordDeployment.mjs'
import { deploymentsFilePath } from './contracts/writeDeployments.mjs'
import { paymasterSignerKey } from './devAccounts.mjs'
import { devnetA, devnetB } from './devnets.mjs'
import { devFarcasterUsers, farcasterChain } from './farcaster/devFarcasterUsers.mjs'
import { installFarcasterRegistries } from './farcaster/installFarcasterRegistries.mjs'
import { frameBuildOutputs } from './frameBuildOutputs.mjs'
import { spawnService } from './internal/spawnService.mjs'
import { waitForHttp } from './internal/waitForHttp.mjs'
import { waitForRpc } from './internal/waitForRpc.mjs'
import { solanaRpcPort, solanaUsdl, solanaWsPort } from './solana/solanaCluster.mjs'
import {
  solanaDeployment,
  solanaDeploymentsFilePath,
  writeSolanaDeployments,
} from './solana/solanaDeployment.mjs'
import { startAnvil } from './startAnvil.mjs'

/**
 * The frame's environment under `npm start`: the devnets' paymaster signer signs for the paymaster
 * it deploys, unless LATCH_PAYMASTER_KEY says otherwise (the frame itself knows no dev key).
 *
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function frameEnv(env) {
  return { ...env, LATCH_PAYMASTER_KEY: env.LATCH_PAYMASTER_KEY || paymasterSignerKey }
}

/**
 * @typedef {object} RunningService
 * @property {number} pid the service's own pid, leader of its process group (see spawnService)
 * @property {Promise<import('./internal/describeExit.mjs').Exit>} exited
 * @property {() => Promise<void>} stop stops it and everything it spawned
 */

/**
 * @typedef {object} ServiceContext
 * @property {string} root the repository root
 * @property {NodeJS.ProcessEnv} env the environment for children
 * @property {string} prefix to put before each of its output lines
 * @property {AbortSignal} signal aborted when `npm start` is asked to stop
 * @property {(pid: number) => void} watch have the reaper stop this process group if `npm start` dies
 *   (the pid `start` answers is watched already; this is for the ones a service starts later)
 * @property {(pid: number) => void} release that group was stopped properly
 */

/**
 * @typedef {object} Service
 * @property {string} name
 * @property {string} url where it answers, as printed in the table
 * @property {string} [detail] what else the table says about it
 * @property {number[]} ports that must be free before anything starts
 * @property {string[]} [requires] build outputs (relative to the root) it cannot run without
 * @property {(context: ServiceContext) => Promise<RunningService> | RunningService} start
 * @property {(signal: AbortSignal) => Promise<void>} ready resolves once it answers
 */

const root = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * A devnet with the contracts deployed: ready once it answers and the deployment is recorded in
 * the deployments file that the frame reads.
 * @param {string} name
 * @param {import('./devnets.mjs').Devnet} devnet
 * @returns {Service}
 */
function devnetService(name, devnet) {
  const [rpcUrl = ''] = devnet.rpcUrls.default.http
  return {
    name,
    url: rpcUrl,
    detail: `${devnet.caipNetworkId}, ${devnet.name}, tokens, AMM and ERC-4337 contracts deployed`,
    ports: [devnet.port],
    start: ({ prefix, signal }) =>
      startAnvil({ chainId: devnet.id, port: devnet.port, name, prefix, signal }),
    ready: async (signal) => {
      await waitForRpc(rpcUrl, devnet.id, { timeoutMs: 15_000, signal })
      const deployment = await deployContracts({ rpcUrl, chainId: devnet.id })
      await recordDeployment(deploymentsFilePath(root), deployment)
    },
  }
}

/**
 * The ERC-4337 bundler (alto) of a devnet, on the devnet's bundler port. It serves the EntryPoint
 * that the devnet's service deployed and recorded, so it comes after that service.
 * @param {string} name
 * @param {import('./devnets.mjs').Devnet} devnet
 * @returns {Service}
 */
function bundlerService(name, devnet) {
  const [rpcUrl = ''] = devnet.rpcUrls.default.http
  return {
    name,
    url: `http://127.0.0.1:${devnet.bundlerPort}`,
    detail: `ERC-4337 bundler (alto) for ${devnet.caipNetworkId}, EntryPoint v0.7`,
    ports: [devnet.bundlerPort],
    // Like startAnvil, startBundler resolves once the bundler answers.
    start: async ({ root, env, prefix, signal }) => {
      const { pid, exited, stop } = await startBundler({
        rpcUrl,
        entryPoint: await recordedEntryPoint(deploymentsFilePath(root), devnet.id),
        port: devnet.bundlerPort,
        name,
        prefix,
        env,
        signal,
      })
      return { pid, exited, stop }
    },
    ready: async () => {},
  }
}

/**
 * @param {string} file the deployments file
 * @param {number} chainId
 * @returns {Promise<import('viem').Address>}
 */
async function recordedEntryPoint(file, chainId) {
  const deployments = JSON.parse(await readFile(file, 'utf8').catch(() => '{}'))
  const entryPoint = deployments?.[String(chainId)]?.smartAccounts?.entryPoint
  if (typeof entryPoint !== 'string') {
    throw new Error(`${file} has no EntryPoint for chain ${chainId}: start its devnet first`)
  }
  return /** @type {import('viem').Address} */ (entryPoint)
}

/**
 * A local stand-in that runs one of our own Node scripts.
 * @param {{ name: string, url: string, detail: string, ports: number[], script: string, args: string[], readyUrl: string }} options
 * @returns {Service}
 */
function nodeService({ name, url, detail, ports, script, args, readyUrl }) {
  return {
    name,
    url,
    detail,
    ports,
    start: ({ root, env, prefix }) =>
      spawnService({
        name,
        prefix,
        command: process.execPath,
        args: [join(root, script), ...args],
        cwd: root,
        env,
      }),
    ready: (signal) => waitForHttp(readyUrl, { timeoutMs: 20_000, signal }),
  }
}

/**
 * A JSON-RPC call to the Solana cluster, as fetch's init.
 * @param {string} method
 * @param {unknown[]} params
 * @returns {RequestInit}
 */
function solanaRpcCall(method, params) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  }
}

/**
 * What `npm start` runs, in this order: each one is started and answering before the next
 * starts, so a service may rely on those above it.
 * @type {readonly Service[]}
 */
export const services = [
  devnetService('devnet-a', devnetA),
  devnetService('devnet-b', devnetB),
  bundlerService('bundler-a', devnetA),
  bundlerService('bundler-b', devnetB),
  {
    name: 'solana',
    url: `http://127.0.0.1:${solanaRpcPort}`,
    detail: `Solana cluster (Surfpool), websocket :${solanaWsPort}, USDL (SPL, 6 decimals) and 10 funded dev keypairs`,
    ports: [solanaRpcPort, solanaWsPort],
    start: ({ root, env, prefix }) =>
      spawnService({
        name: 'solana',
        prefix,
        command: process.execPath,
        args: [join(root, 'packages/localnet/src/solana/main.mjs')],
        cwd: root,
        env,
      }),
    // USDL's mint is made once the ports are open: its account answering means the cluster is ready.
    // Then its deployment is recorded for the frame's server, as the devnets' are.
    ready: async (signal) => {
      const rpcUrl = `http://127.0.0.1:${solanaRpcPort}`
      await waitForHttp(rpcUrl, {
        timeoutMs: 30_000,
        signal,
        init: solanaRpcCall('getAccountInfo', [solanaUsdl.mint.address, { encoding: 'base64' }]),
        accept: async (response) => (await response.json().catch(() => undefined))?.result?.value != null,
      })
      const answer = await fetch(rpcUrl, { ...solanaRpcCall('getGenesisHash', []), signal })
      const { result: genesisHash } = await answer.json()
      if (typeof genesisHash !== 'string') throw new Error('The Solana cluster did not give its genesis hash')
      await writeSolanaDeployments(solanaDeploymentsFilePath(root), [solanaDeployment(genesisHash)])
    },
  },
  nodeService({
    name: 'bitcoin',
    url: `http://127.0.0.1:${bitcoinRpcPort}`,
    detail: 'Bitcoin regtest node (bcoin): Esplora API, JSON-RPC at POST /, 50 BTC for each of 10 dev keys',
    ports: [bitcoinRpcPort],
    script: 'packages/localnet/src/bitcoin/main.mjs',
    args: ['--port', String(bitcoinRpcPort)],
    readyUrl: `http://127.0.0.1:${bitcoinRpcPort}/blocks/tip/height`,
  }),
  nodeService({
    name: 'relay',
    url: 'ws://127.0.0.1:5555',
    detail: 'WalletConnect relay',
    ports: [5555],
    script: 'packages/localnet/src/relay/main.mjs',
    args: ['--port', '5555'],
    readyUrl: 'http://127.0.0.1:5555/',
  }),
  nodeService({
    name: 'oidc',
    url: 'http://127.0.0.1:5556',
    detail: 'OIDC provider for social login, users alice, bob, carol and dave @latch.test',
    ports: [5556],
    script: 'packages/localnet/src/oidc/main.mjs',
    args: ['--port', '5556'],
    readyUrl: 'http://127.0.0.1:5556/.well-known/openid-configuration',
  }),
  nodeService({
    name: 'smtp',
    url: 'smtp://127.0.0.1:2525',
    detail: 'SMTP inbox, read at http://127.0.0.1:3000/dev/inbox (API on :5557)',
    ports: [2525, 5557],
    script: 'packages/localnet/src/smtp/main.mjs',
    args: ['--smtp-port', '2525', '--http-port', '5557'],
    readyUrl: 'http://127.0.0.1:5557/',
  }),
  nodeService({
    name: 'onramp',
    url: 'http://127.0.0.1:5558',
    detail: 'onramp sandbox: test card 4242 4242 4242 4242',
    ports: [5558],
    script: 'packages/localnet/src/onramp/main.mjs',
    args: ['--port', '5558'],
    readyUrl: 'http://127.0.0.1:5558/health',
  }),
  {
    name: 'farcaster-chain',
    url: farcasterChain.rpcUrl,
    detail:
      "chain 10 with Farcaster's ID and Key Registries, FIDs 1001 (alice), 1002 (bob), 1003 (carol) and 1004 (dave)",
    ports: [farcasterChain.port],
    start: ({ prefix, signal }) =>
      startAnvil({
        chainId: farcasterChain.id,
        port: farcasterChain.port,
        name: 'farcaster-chain',
        prefix,
        signal,
      }),
    ready: async (signal) => {
      await waitForRpc(farcasterChain.rpcUrl, farcasterChain.id, { timeoutMs: 15_000, signal })
      await installFarcasterRegistries({
        rpcUrl: farcasterChain.rpcUrl,
        chainId: farcasterChain.id,
        users: devFarcasterUsers,
      })
    },
  },
  nodeService({
    name: 'farcaster',
    url: 'http://127.0.0.1:5559',
    detail: 'Farcaster auth relay; the dev Farcaster client (plays the phone) on http://127.0.0.1:5176',
    ports: [5559, 5176],
    script: 'packages/localnet/src/farcaster/main.mjs',
    args: ['--relay-port', '5559', '--client-port', '5176', '--rpc-url', farcasterChain.rpcUrl],
    readyUrl: 'http://127.0.0.1:5559/healthcheck',
  }),
  {
    name: 'frame',
    url: 'http://127.0.0.1:3000',
    detail: '/embed, /popup, /sdk.js, /sdk-solana.js, /sdk-bitcoin.js, /api',
    ports: [3000],
    requires: frameBuildOutputs,
    start: ({ root, env, prefix }) =>
      spawnService({
        name: 'frame',
        prefix,
        command: process.execPath,
        args: [join(root, 'apps/frame/server/main.mjs'), '-H', '127.0.0.1', '-p', '3000'],
        cwd: join(root, 'apps/frame'),
        env: frameEnv(env),
      }),
    ready: (signal) => waitForHttp('http://127.0.0.1:3000/', { timeoutMs: 60_000, signal }),
  },
  {
    name: 'host-demo',
    url: 'http://localhost:5173',
    detail: 'a host app on another site than the frame',
    ports: [5173],
    requires: ['apps/host-demo/dist/index.html'],
    start: ({ root, env, prefix }) =>
      spawnService({
        name: 'host-demo',
        prefix,
        command: process.execPath,
        args: [
          join(root, 'node_modules/vite/bin/vite.js'),
          'preview',
          ['--host', '127.0.0.1'],
          ['--port', '5173'],
          '--strictPort',
        ].flat(),
        cwd: join(root, 'apps/host-demo'),
        env,
      }),
    ready: (signal) => waitForHttp('http://localhost:5173/', { timeoutMs: 30_000, signal }),
  },
  {
    name: 'dev-wallet',
    url: 'http://127.0.0.1:5175',
    detail: 'a WalletConnect wallet in a web page, on dev account 1 (?account=0-9)',
    ports: [5175],
    requires: ['apps/dev-wallet/dist/index.html'],
    start: ({ root, env, prefix }) =>
      spawnService({
        name: 'dev-wallet',
        prefix,
        command: process.execPath,
        args: [
          join(root, 'node_modules/vite/bin/vite.js'),
          'preview',
          ['--host', '127.0.0.1'],
          ['--port', '5175'],
          '--strictPort',
        ].flat(),
        cwd: join(root, 'apps/dev-wallet'),
        env,
      }),
    ready: (signal) => waitForHttp('http://127.0.0.1:5175/', { timeoutMs: 30_000, signal }),
  },
]
