import { waitForHttp } from './waitForHttp.mjs'

/**
 * Waits until the JSON-RPC node at `rpcUrl` answers `eth_chainId` with `chainId`.
 * @param {string} rpcUrl
 * @param {number} chainId
 * @param {Omit<import('./waitForHttp.mjs').WaitForHttpOptions, 'init' | 'accept'>} [options]
 * @returns {Promise<void>}
 */
export function waitForRpc(rpcUrl, chainId, options = {}) {
  const expected = `0x${chainId.toString(16)}`
  return waitForHttp(rpcUrl, {
    ...options,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    },
    accept: async (response) => {
      if (!response.ok) return false
      const body = await response.json()
      return typeof body === 'object' && body !== null && body.result === expected
    },
  })
}
