import { hexToBigInt, http, numberToHex } from 'viem'

/**
 * viem's http transport, except that every gas the node works out (`eth_estimateGas`, and the gas of
 * `eth_fillTransaction`, which viem's wallet actions ask first) carries a fifth more and 50,000 gas.
 *
 * An exact estimate can run out: the AMM pair writes its two cumulative prices only in the first
 * trade of a new block timestamp, so a swap estimated within one second and mined in the next needs
 * up to two fresh storage writes (about 44,000 gas) more than it was given; a fifth of a 140,000-gas
 * swap does not cover that. The frame's swap builder pads the same way (estimateGasOrDefault); the
 * scripts and tests that send devnet transactions use this transport so that theirs do too.
 * @example
 * createWalletClient({ account, chain, transport: gasMarginTransport(rpcUrl) })
 * @param {string} url
 * @param {import('viem').HttpTransportConfig} [config]
 * @returns {import('viem').HttpTransport}
 */
export function gasMarginTransport(url, config) {
  const base = http(url, config)
  /** @type {import('viem').HttpTransport} */
  const transport = (options) => {
    const inner = base(options)
    /** @type {(args: { method: string; params?: unknown }, options?: unknown) => Promise<unknown>} */
    const send = /** @type {never} */ (inner.request)
    /** @type {typeof send} */
    const request = async (args, requestOptions) => {
      const result = await send(args, requestOptions)
      if (args.method === 'eth_estimateGas' && typeof result === 'string') return padded(result)
      const filled = /** @type {{ tx?: { gas?: unknown } } | null} */ (result)
      if (args.method === 'eth_fillTransaction' && typeof filled?.tx?.gas === 'string')
        return { ...filled, tx: { ...filled.tx, gas: padded(filled.tx.gas) } }
      return result
    }
    return { ...inner, request: /** @type {typeof inner.request} */ (/** @type {unknown} */ (request)) }
  }
  return transport
}

/** @param {string} gas */
const padded = (gas) => numberToHex((hexToBigInt(/** @type {`0x${string}`} */ (gas)) * 6n) / 5n + 50_000n)
