import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { bundlerAccounts, devAccountBalanceEth } from '../devAccounts.mjs'
import { describeExit } from '../internal/describeExit.mjs'
import { portInUse } from '../internal/portInUse.mjs'
import { spawnService } from '../internal/spawnService.mjs'
import { waitForHttp } from '../internal/waitForHttp.mjs'

/**
 * @typedef {object} StartBundlerOptions
 * @property {string} rpcUrl the anvil node it bundles for
 * @property {import('viem').Address} entryPoint the EntryPoint v0.7 it serves
 * @property {number} port
 * @property {string} [name] labels its output lines and errors; defaults to `bundler-<port>`
 * @property {string} [prefix] put before each output line; defaults to `<name> | `
 * @property {NodeJS.ProcessEnv} [env] the environment to start it in (npm start's); it gets no
 *   ALTO_* setting, Sentry DSN or .env file from there
 * @property {number} [timeoutMs] how long to wait for it to answer; defaults to 30 s
 * @property {AbortSignal} [signal] gives up starting (and stops it) when aborted
 */

/**
 * @typedef {object} Bundler
 * @property {string} url its JSON-RPC endpoint (eth_sendUserOperation and the rest)
 * @property {number} pid its own pid (also its process group id)
 * @property {Promise<import('../internal/describeExit.mjs').Exit>} exited
 * @property {() => Promise<void>} stop
 */

// The package exports only its library (esm/index.js); the CLI sits beside it.
const altoCli = join(dirname(createRequire(import.meta.url).resolve('@pimlico/alto')), 'cli/alto.js')
const listenOnLoopback = new URL('./internal/listenOnLoopback.mjs', import.meta.url).href

/**
 * Starts the ERC-4337 bundler alto (Pimlico's) for a devnet and resolves once it serves the EntryPoint.
 * First gives its executor and utility keys (bundlerAccounts) {@link devAccountBalanceEth} ETH on the
 * node. Settings for a local anvil: no safe mode (anvil has no native tracer for ERC-7562 checks),
 * polling every 50 ms since anvil mines each transaction at once, bundling every 100 ms, no wallet
 * refills, warnings and errors only, and nothing reaching past loopback.
 * @param {StartBundlerOptions} options
 * @returns {Promise<Bundler>}
 * @example
 * const bundler = await startBundler({ rpcUrl: 'http://127.0.0.1:8545', entryPoint, port: 4337 })
 */
export async function startBundler(options) {
  const { rpcUrl, entryPoint, port, name = `bundler-${port}`, prefix, env = process.env, signal } = options
  const { timeoutMs = 30_000 } = options
  const url = `http://127.0.0.1:${port}`
  if (await portInUse(port))
    throw new Error(`${name}: port ${port} is already in use, so the bundler cannot listen on ${url}`)
  for (const { address } of Object.values(bundlerAccounts)) {
    await rpc(rpcUrl, 'anvil_setBalance', [
      address,
      `0x${(BigInt(devAccountBalanceEth) * 10n ** 18n).toString(16)}`,
    ])
  }

  const bundler = spawnService({
    name,
    ...(prefix === undefined ? {} : { prefix }),
    command: process.execPath,
    args: [
      ['--import', listenOnLoopback],
      altoCli,
      ['--entrypoints', entryPoint],
      ['--rpc-url', rpcUrl],
      ['--port', String(port)],
      ['--executor-private-keys', bundlerAccounts.executor.privateKey],
      ['--utility-private-key', bundlerAccounts.utility.privateKey],
      ['--safe-mode', 'false'],
      ['--block-time', '200'],
      ['--min-bundle-interval', '100'],
      // Its estimate of a session key's validation (which reads the permission and writes what is
      // left of it) falls short by 20k gas or more; unused verification gas costs nothing in v0.7.
      ['--v7-verification-gas-limit-multiplier', '250'],
      ['--refilling-wallets', 'false'],
      ['--utility-wallet-monitor', 'false'],
      ['--log-level', 'warn'],
      // Every UserOperation it refuses is a reverted eth_call, which it would log as an error.
      ['--public-client-log-level', 'fatal'],
    ].flat(),
    env: bundlerEnv(env),
  })
  const died = new AbortController()
  bundler.exited.then((exit) => {
    const output = bundler.recentOutput().join('\n')
    died.abort(
      new Error(
        `${name}: alto exited (${describeExit(exit)}) before answering on ${url}${output ? `:\n${output}` : ''}`,
      ),
    )
  })
  try {
    await waitForHttp(url, {
      timeoutMs,
      intervalMs: 100,
      signal: signal ? AbortSignal.any([signal, died.signal]) : died.signal,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      },
      // Another server on the port would not name our EntryPoint.
      accept: async (response) => {
        const body = response.ok ? await response.json() : undefined
        return (
          Array.isArray(body?.result) &&
          body.result.some(
            (/** @type {unknown} */ address) =>
              typeof address === 'string' && address.toLowerCase() === entryPoint.toLowerCase(),
          )
        )
      },
    })
  } catch (error) {
    await bundler.stop()
    throw died.signal.aborted ? died.signal.reason : error
  }
  return { url, pid: bundler.pid, exited: bundler.exited, stop: bundler.stop }
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
function bundlerEnv(env) {
  const clean = Object.fromEntries(
    Object.entries(env).filter(([key]) => !key.startsWith('ALTO_') && key !== 'SENTRY_DSN'),
  )
  // alto reads a .env file from its working directory unless told another: give it an empty one.
  return { ...clean, DOTENV_CONFIG_PATH: '/dev/null' }
}

/**
 * @param {string} rpcUrl
 * @param {string} method
 * @param {unknown[]} params
 */
async function rpc(rpcUrl, method, params) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(5000),
  })
  const body = /** @type {{ error?: { message?: string } }} */ (await response.json())
  if (!response.ok || body.error)
    throw new Error(`${method} on ${rpcUrl}: ${body.error?.message ?? `HTTP ${response.status}`}`)
}
