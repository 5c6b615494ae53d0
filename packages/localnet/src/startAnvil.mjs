import { devAccountBalanceEth, devAccounts, devMnemonic } from './devAccounts.mjs'
import { anvilBinaryPath } from './internal/anvilBinaryPath.mjs'
import { describeExit } from './internal/describeExit.mjs'
import { portInUse } from './internal/portInUse.mjs'
import { spawnService } from './internal/spawnService.mjs'
import { waitForRpc } from './internal/waitForRpc.mjs'

/**
 * @typedef {object} StartAnvilOptions
 * @property {number} chainId
 * @property {number} port
 * @property {string} [host] defaults to 127.0.0.1
 * @property {string} [name] labels its output lines and errors; defaults to `anvil-<chainId>`
 * @property {string} [prefix] put before each output line; defaults to `<name> | `
 * @property {number} [timeoutMs] how long to wait for it to answer; defaults to 15 s
 * @property {AbortSignal} [signal] gives up starting (and stops the node) when aborted
 */

/**
 * @typedef {object} Anvil
 * @property {number} chainId
 * @property {number} port
 * @property {string} rpcUrl
 * @property {number} pid the anvil binary's own pid (also its process group id)
 * @property {Promise<import('./internal/describeExit.mjs').Exit>} exited settles when the node exits, for whatever reason
 * @property {() => Promise<void>} stop
 */

/**
 * Starts an anvil node with the dev accounts funded, and resolves once it answers `eth_chainId`.
 * @param {StartAnvilOptions} options
 * @returns {Promise<Anvil>}
 */
export async function startAnvil(options) {
  const {
    chainId,
    port,
    host = '127.0.0.1',
    name = `anvil-${chainId}`,
    prefix,
    timeoutMs = 15_000,
    signal,
  } = options
  const rpcUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  if (await portInUse(port, host)) {
    throw new Error(
      `${name}: port ${port} is already in use, so anvil (chain ${chainId}) cannot listen on ${rpcUrl}`,
    )
  }
  // Another node can take the port between that check and this one binding it, and would then
  // answer in its place; a block gas limit of this start's own tells the two apart.
  const gasLimit = 30_000_000 + Math.floor(Math.random() * 1_000_000)
  const node = spawnService({
    name,
    ...(prefix === undefined ? {} : { prefix }),
    command: anvilBinaryPath(),
    args: [
      ['--chain-id', String(chainId)],
      ['--port', String(port)],
      ['--host', host],
      ['--mnemonic', devMnemonic],
      ['--accounts', String(devAccounts.length)],
      ['--balance', String(devAccountBalanceEth)],
      ['--gas-limit', String(gasLimit)],
      ['--quiet'],
    ].flat(),
  })
  const died = new AbortController()
  node.exited.then((exit) => {
    const output = node.recentOutput().join('\n')
    died.abort(
      new Error(
        `${name}: anvil exited (${describeExit(exit)}) before answering on ${rpcUrl}${output ? `:\n${output}` : ''}`,
      ),
    )
  })
  try {
    await waitForRpc(rpcUrl, chainId, {
      timeoutMs,
      signal: signal ? AbortSignal.any([signal, died.signal]) : died.signal,
    })
    if ((await genesisGasLimit(rpcUrl)) !== gasLimit)
      throw new Error(
        `port ${port} was taken by another node before anvil (chain ${chainId}) could listen on it`,
      )
  } catch (error) {
    const reason =
      died.signal.aborted || signal?.aborted || !(error instanceof Error) ? error : named(name, error)
    await node.stop()
    throw reason
  }
  return { chainId, port, rpcUrl, pid: node.pid, exited: node.exited, stop: node.stop }
}

/**
 * @param {string} rpcUrl
 * @returns {Promise<number>}
 */
async function genesisGasLimit(rpcUrl) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['0x0', false] }),
    signal: AbortSignal.timeout(5000),
  })
  const { result } = /** @type {{ result?: { gasLimit?: string } }} */ (await response.json())
  return Number(result?.gasLimit)
}

/**
 * @param {string} name
 * @param {Error} error
 */
function named(name, error) {
  return new Error(`${name}: ${error.message}`, { cause: error })
}
