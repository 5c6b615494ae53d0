/**
 * Sends a signed Solana transaction (base64 wire) to a cluster's JSON-RPC, as the dev wallets do
 * after the user approved it: the send options go as the dapp wrote them, preflight at `confirmed`
 * unless it said otherwise.
 *
 * @example
 * const signature = await sendSolanaWire('http://127.0.0.1:8899', wire)
 *
 * @param {string} rpcUrl
 * @param {string} wire
 * @param {object} [options]
 * @param {typeof fetch} [fetchFn]
 * @returns {Promise<string>} the transaction's signature (base58)
 * @throws {Error} with the cluster's own words (a failed preflight, a missing signature)
 */
export async function sendSolanaWire(rpcUrl, wire, options = {}, fetchFn = fetch) {
  const response = await fetchFn(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [wire, { preflightCommitment: 'confirmed', ...options, encoding: 'base64' }],
    }),
  })
  /** @type {{ result?: unknown, error?: { message?: unknown } }} */
  const body = await response.json().catch(() => ({}))
  if (typeof body.result === 'string') return body.result
  const reason = body.error?.message
  throw new Error(
    typeof reason === 'string' ? reason : `The cluster at ${rpcUrl} answered ${response.status}.`,
  )
}
