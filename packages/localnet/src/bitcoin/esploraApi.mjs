import { bcoin } from './bcoin.mjs'

/**
 * @typedef {object} EsploraStatus
 * @property {boolean} confirmed
 * @property {number} [block_height]
 * @property {string} [block_hash]
 * @property {number} [block_time]
 */

/** Esplora names each output script's template so. */
/** @param {any} script */
function scriptType(script) {
  if (script.isWitnessPubkeyhash()) return 'v0_p2wpkh'
  if (script.isWitnessScripthash()) return 'v0_p2wsh'
  if (script.isPubkeyhash()) return 'p2pkh'
  if (script.isScripthash()) return 'p2sh'
  if (script.isPubkey()) return 'p2pk'
  if (script.isNulldata()) return 'op_return'
  if (script.isMultisig()) return 'multisig'
  return 'unknown'
}

/**
 * @param {any} output
 * @param {any} network
 */
function outputJson(output, network) {
  const address = output.getAddress()
  return {
    scriptpubkey: output.script.toRaw().toString('hex'),
    scriptpubkey_type: scriptType(output.script),
    ...(address ? { scriptpubkey_address: address.toString(network) } : {}),
    value: output.value,
  }
}

/**
 * Esplora's answer for `/address/:address` and its `/utxo`, `/txs`, `/tx/:txid`, `POST /tx`, tip
 * and fee routes, over a bcoin node in this process: the subset of Blockstream's Esplora API (also
 * mempool.space's) that a wallet needs, in its shapes, so that the frame's server reads the
 * regtest node with the same code that reads a public Esplora (docs/namespaces.md#bitcoin). Also
 * bcoin's JSON-RPC at `POST /`.
 *
 * @param {any} node a bcoin FullNode with its transaction and address indexes
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void}
 */
export function createEsploraApi(node) {
  const { network } = node

  /**
   * @param {number} height
   * @returns {Promise<EsploraStatus>}
   */
  const statusAt = async (height) => {
    if (height === -1) return { confirmed: false }
    const entry = await node.chain.getEntryByHeight(height)
    return { confirmed: true, block_height: height, block_hash: entry.rhash(), block_time: entry.time }
  }

  /** @param {any} meta */
  const txJson = async (meta) => {
    const { tx } = meta
    const view = await node.getMetaView(meta)
    const coinbase = tx.isCoinbase()
    // A transaction read from the mempool as its block connects finds its inputs' coins spent on
    // the chain already: the outputs it spends are then read from the transactions that made them.
    const spent = coinbase
      ? []
      : await Promise.all(
          tx.inputs.map(async (/** @type {any} */ input) => {
            const output = view.getOutputFor(input)
            if (output) return output
            const parent = await node.getMeta(input.prevout.hash)
            return parent?.tx.outputs[input.prevout.index] ?? null
          }),
        )
    return {
      txid: tx.txid(),
      version: tx.version,
      locktime: tx.locktime,
      vin: tx.inputs.map((/** @type {any} */ input, /** @type {number} */ index) => {
        const prevout = spent[index] ?? null
        return {
          txid: input.prevout.txid(),
          vout: input.prevout.index,
          prevout: prevout ? outputJson(prevout, network) : null,
          scriptsig: input.script.toRaw().toString('hex'),
          witness: input.witness.items.map((/** @type {Buffer} */ item) => item.toString('hex')),
          is_coinbase: coinbase,
          sequence: input.sequence,
        }
      }),
      vout: tx.outputs.map((/** @type {any} */ output) => outputJson(output, network)),
      size: tx.getSize(),
      weight: tx.getWeight(),
      fee: coinbase ? 0 : tx.getFee(view),
      status: await statusAt(meta.height),
    }
  }

  /** @param {string} text */
  const addressOf = (text) => {
    try {
      return bcoin.Address.fromString(text, network)
    } catch {
      return undefined
    }
  }

  /** @param {any} address newest first: the mempool's, then the chain's by height */
  const historyOf = async (address) => {
    const metas = await node.getMetaByAddress([address])
    return metas.sort(
      (/** @type {any} */ a, /** @type {any} */ b) =>
        (b.height === -1 ? Infinity : b.height) - (a.height === -1 ? Infinity : a.height) ||
        b.index - a.index,
    )
  }

  /** @param {any} address */
  const statsOf = async (address) => {
    const hash = address.getHash()
    const blank = () => ({
      funded_txo_count: 0,
      funded_txo_sum: 0,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 0,
    })
    const chain = blank()
    const mempool = blank()
    for (const meta of await historyOf(address)) {
      const stats = meta.height === -1 ? mempool : chain
      const view = await node.getMetaView(meta)
      stats.tx_count++
      for (const output of meta.tx.outputs) {
        if (output.getHash()?.equals(hash)) {
          stats.funded_txo_count++
          stats.funded_txo_sum += output.value
        }
      }
      if (meta.tx.isCoinbase()) continue
      for (const input of meta.tx.inputs) {
        const spent = view.getOutputFor(input)
        if (spent?.getHash()?.equals(hash)) {
          stats.spent_txo_count++
          stats.spent_txo_sum += spent.value
        }
      }
    }
    return { address: address.toString(network), chain_stats: chain, mempool_stats: mempool }
  }

  /** @param {import('node:http').IncomingMessage} request */
  const bodyOf = async (request) => {
    const chunks = []
    let size = 0
    for await (const chunk of request) {
      size += chunk.length
      if (size > 4_000_000) throw Object.assign(new Error('Request body too large'), { status: 413 })
      chunks.push(chunk)
    }
    return Buffer.concat(chunks).toString('utf8')
  }

  /**
   * @param {string} method
   * @param {string} path
   * @param {import('node:http').IncomingMessage} request
   * @returns {Promise<{ status: number, body: unknown }>}
   */
  const route = async (method, path, request) => {
    const parts = path.split('/').filter(Boolean)
    if (method === 'POST' && parts.length === 0) {
      const json = JSON.parse(await bodyOf(request))
      return { status: 200, body: await node.rpc.call(json, {}) }
    }
    if (method === 'POST' && path === '/tx') {
      const hex = (await bodyOf(request)).trim()
      if (!/^([0-9a-f]{2})+$/i.test(hex)) return { status: 400, body: 'Invalid hex string' }
      let tx
      try {
        tx = bcoin.TX.fromRaw(Buffer.from(hex, 'hex'))
      } catch (error) {
        return { status: 400, body: `TX decode failed: ${error instanceof Error ? error.message : error}` }
      }
      try {
        // The mempool's own checks, which bcoin's /broadcast would swallow: a refused transaction
        // is a 400 with the reason, as Esplora answers.
        const missing = await node.mempool.addTX(tx)
        if (missing) return { status: 400, body: 'bad-txns-inputs-missingorspent' }
      } catch (error) {
        return {
          status: 400,
          body: `sendrawtransaction RPC error: ${error instanceof Error ? error.message : error}`,
        }
      }
      return { status: 200, body: tx.txid() }
    }
    if (method !== 'GET') return { status: 405, body: 'Method not allowed' }
    if (path === '/blocks/tip/height') return { status: 200, body: String(node.chain.height) }
    if (path === '/blocks/tip/hash') return { status: 200, body: node.chain.tip.rhash() }
    if (path === '/fee-estimates') {
      // Regtest has no fee market: every confirmation target costs the minimum relay fee.
      const rate = node.mempool.options.minRelay / 1000
      return {
        status: 200,
        body: Object.fromEntries([1, 2, 3, 6, 12, 24, 144].map((target) => [target, rate])),
      }
    }
    if (parts[0] === 'tx' && parts.length >= 2 && parts.length <= 3) {
      const txid = parts[1] ?? ''
      const meta = /^[0-9a-f]{64}$/.test(txid) ? await node.getMeta(bcoin.util.revHex(txid)) : null
      if (!meta) return { status: 404, body: 'Transaction not found' }
      if (parts.length === 2) return { status: 200, body: await txJson(meta) }
      if (parts[2] === 'status') return { status: 200, body: await statusAt(meta.height) }
      if (parts[2] === 'hex') return { status: 200, body: meta.tx.toRaw().toString('hex') }
    }
    if (parts[0] === 'address' && parts.length >= 2) {
      const address = addressOf(parts[1] ?? '')
      if (!address) return { status: 400, body: 'Invalid Bitcoin address' }
      if (parts.length === 2) return { status: 200, body: await statsOf(address) }
      if (parts[2] === 'utxo' && parts.length === 3) {
        const coins = await node.getCoinsByAddress([address])
        return {
          status: 200,
          body: await Promise.all(
            coins.map(async (/** @type {any} */ coin) => ({
              txid: coin.txid(),
              vout: coin.index,
              status: await statusAt(coin.height),
              value: coin.value,
            })),
          ),
        }
      }
      if (parts[2] === 'txs') {
        const history = await historyOf(address)
        // Esplora's pages: the mempool's transactions and the newest 25 confirmed ones, then 25
        // confirmed ones after the txid the last page ended with.
        if (parts.length === 3) {
          const unconfirmed = history.filter((/** @type {any} */ meta) => meta.height === -1).slice(0, 50)
          const confirmed = history.filter((/** @type {any} */ meta) => meta.height !== -1).slice(0, 25)
          return { status: 200, body: await Promise.all([...unconfirmed, ...confirmed].map(txJson)) }
        }
        if (parts[3] === 'chain' && parts.length <= 5) {
          const confirmed = history.filter((/** @type {any} */ meta) => meta.height !== -1)
          const after = parts[4]
            ? confirmed.findIndex((/** @type {any} */ meta) => meta.tx.txid() === parts[4])
            : -1
          if (parts[4] && after === -1) return { status: 200, body: [] }
          return { status: 200, body: await Promise.all(confirmed.slice(after + 1, after + 26).map(txJson)) }
        }
      }
    }
    return { status: 404, body: 'Not found' }
  }

  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    route(request.method ?? 'GET', url.pathname, request)
      .catch((error) => ({
        status: typeof error?.status === 'number' ? error.status : error instanceof SyntaxError ? 400 : 500,
        body: error instanceof Error ? error.message : String(error),
      }))
      .then(({ status, body }) => {
        const text = typeof body === 'string' ? body : JSON.stringify(body)
        response.writeHead(status, {
          'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
        })
        response.end(text)
      })
  }
}
