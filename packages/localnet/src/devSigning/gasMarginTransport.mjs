import { hexToBigInt, http, numberToHex } from 'viem'

/**
 * viem's http transport, except that every gas the node works out (`eth_estimateGas`, and the gas of
 * `eth_fillTransaction`, which viem's wallet actions ask first) carries a fifth more.
 *
 * An exact estimate can run out: the AMM pair writes its cumulative prices only in the first trade
 * of a new block timestamp, so a swap estimated within one second and mined in the next needs more
 * gas than it was given. The frame's own swap builder adds the same fifth; the scripts and tests
 * that send devnet transactions use this transport so that theirs do too.
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
const padded = (gas) => numberToHex((hexToBigInt(/** @type {`0x${string}`} */ (gas)) * 6n) / 5n)
