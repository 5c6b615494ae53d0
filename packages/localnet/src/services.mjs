import { join } from 'node:path'
import { devnetA, devnetB } from './devnets.mjs'
import { spawnService } from './internal/spawnService.mjs'
import { waitForHttp } from './internal/waitForHttp.mjs'
import { waitForRpc } from './internal/waitForRpc.mjs'
import { startAnvil } from './startAnvil.mjs'

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

/**
 * @param {string} name
 * @param {import('./devnets.mjs').Devnet} devnet
 * @returns {Service}
 */
function devnetService(name, devnet) {
  const [rpcUrl = ''] = devnet.rpcUrls.default.http
  return {
    name,
    url: rpcUrl,
    detail: `${devnet.caipNetworkId}, ${devnet.name}`,
    ports: [devnet.port],
    start: ({ prefix, signal }) =>
      startAnvil({ chainId: devnet.id, port: devnet.port, name, prefix, signal }),
    ready: (signal) => waitForRpc(rpcUrl, devnet.id, { timeoutMs: 15_000, signal }),
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
  {
    name: 'frame',
    url: 'http://127.0.0.1:3000',
    detail: '/embed, /popup, /sdk.js, /api',
    ports: [3000],
    requires: ['apps/frame/.next/BUILD_ID'],
    start: ({ root, env, prefix }) =>
      spawnService({
        name: 'frame',
        prefix,
        command: process.execPath,
        args: [join(root, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', '3000'],
        cwd: join(root, 'apps/frame'),
        env,
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
]
