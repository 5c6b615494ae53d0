import { bcoin } from './bcoin.mjs'
import { bitcoinMinerKey } from './bitcoinDevKeys.mjs'

/**
 * Pays `address` `sats` from the regtest node's miner key, through the node's Esplora API (its
 * spendable coins, then `POST /tx`), and waits until a block confirms it; answers the txid. For
 * tests and the bench, which fund the accounts they make as a faucet would.
 * @example
 * await fundBitcoinAddress('http://127.0.0.1:18443', 'bcrt1q…', 100_000_000)
 * @param {string} url the node's Esplora API
 * @param {string} address a regtest address
 * @param {number} sats
 * @returns {Promise<string>}
 */
export async function fundBitcoinAddress(url, address, sats) {
  const network = bcoin.Network.get('regtest')
  const ring = bcoin.KeyRing.fromPrivate(Buffer.from(bitcoinMinerKey.privateKey), true)
  ring.witness = true
  const from = ring.getAddress('string', network)
  const [tip, utxos] = await Promise.all([
    getText(`${url}/blocks/tip/height`),
    getJson(`${url}/address/${from}/utxo`),
  ])
  const script = bcoin.Script.fromAddress(ring.getAddress())
  const coins = utxos.map((/** @type {any} */ utxo) =>
    bcoin.Coin.fromOptions({
      hash: bcoin.util.revHex(utxo.txid),
      index: utxo.vout,
      value: utxo.value,
      script,
      height: utxo.status.confirmed ? utxo.status.block_height : -1,
      // Esplora's coins do not say which are coinbases. Taking each for one only leaves out the
      // miner's recent change, and it has hundreds of coinbases old enough to spend.
      coinbase: true,
    }),
  )
  const mtx = new bcoin.MTX()
  mtx.addOutput(bcoin.Address.fromString(address, network), sats)
  await mtx.fund(coins, { changeAddress: ring.getAddress(), height: Number(tip), rate: 2000 })
  mtx.sign(ring)
  const response = await fetch(`${url}/tx`, { method: 'POST', body: mtx.toTX().toRaw().toString('hex') })
  const txid = await response.text()
  if (!response.ok) throw new Error(`The regtest node refused the payment: ${txid}`)
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const status = await getJson(`${url}/tx/${txid}/status`)
    if (status.confirmed) return txid
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The payment ${txid} was not confirmed within 10 s`)
}

/** @param {string} url */
async function getText(url) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return response.text()
}

/** @param {string} url */
async function getJson(url) {
  return JSON.parse(await getText(url))
}
