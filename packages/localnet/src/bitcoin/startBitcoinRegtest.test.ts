import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinDevBalanceBtc, bitcoinDevKeys, bitcoinMinerKey } from './bitcoinDevKeys.mjs'
import { fundBitcoinAddress } from './fundBitcoinAddress.mjs'
import { type BitcoinRegtest, startBitcoinRegtest } from './startBitcoinRegtest.mjs'

let node: BitcoinRegtest
beforeAll(async () => {
  node = await startBitcoinRegtest({ port: 0 })
}, 60_000)
afterAll(() => node?.stop())

async function get(path: string) {
  const response = await fetch(`${node.url}${path}`)
  const text = await response.text()
  return {
    status: response.status,
    body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  }
}

const sats = (btc: number) => Math.round(btc * 100_000_000)

describe('startBitcoinRegtest', () => {
  it('serves regtest, whose genesis block names it, with SegWit active', async () => {
    expect(node.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    const rpc = async (method: string, params: unknown[] = []) => {
      const response = await fetch(node.url, {
        method: 'POST',
        body: JSON.stringify({ method, params, id: 1 }),
      })
      return (await response.json()).result
    }
    expect(await rpc('getblockhash', [0])).toBe(
      '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
    )
    const info = await rpc('getblockchaininfo')
    expect(info.chain).toBe('regtest')
    expect(info.bip9_softforks.segwit.status).toBe('active')
    expect((await get('/blocks/tip/height')).body).toBe(String(node.height()))
  })

  it('gives each dev key one spendable coinbase, as Esplora reports it', async () => {
    for (const key of [bitcoinDevKeys[0], bitcoinDevKeys[9]]) {
      const { body: stats } = await get(`/address/${key?.address}`)
      expect(stats.chain_stats).toMatchObject({
        funded_txo_sum: sats(bitcoinDevBalanceBtc),
        spent_txo_sum: 0,
        tx_count: 1,
      })
      const { body: utxos } = await get(`/address/${key?.address}/utxo`)
      expect(utxos).toHaveLength(1)
      expect(node.height() - utxos[0].status.block_height).toBeGreaterThanOrEqual(100)
    }
  })

  it('confirms a payment within a block, with its fee, inputs and outputs as Esplora writes them', async () => {
    const to = bitcoinDevKeys[3]?.address ?? ''
    const before = (await get(`/address/${to}`)).body.chain_stats.funded_txo_sum
    const txid = await fundBitcoinAddress(node.url, to, 12_345_678)
    expect((await get(`/address/${to}`)).body.chain_stats.funded_txo_sum).toBe(before + 12_345_678)
    const { body: tx } = await get(`/tx/${txid}`)
    expect(tx.status).toMatchObject({ confirmed: true, block_height: node.height() })
    expect(tx.vout).toContainEqual(
      expect.objectContaining({
        scriptpubkey_address: to,
        scriptpubkey_type: 'v0_p2wpkh',
        value: 12_345_678,
      }),
    )
    expect(tx.vin[0].prevout.scriptpubkey_address).toBe(bitcoinMinerKey.address)
    expect(tx.vin[0].witness).toHaveLength(2)
    const paidIn = tx.vin.reduce(
      (sum: number, input: { prevout: { value: number } }) => sum + input.prevout.value,
      0,
    )
    const paidOut = tx.vout.reduce((sum: number, output: { value: number }) => sum + output.value, 0)
    expect(tx.fee).toBe(paidIn - paidOut)
    expect(tx.fee).toBeGreaterThan(0)
    const { body: history } = await get(`/address/${to}/txs`)
    expect(history[0].txid).toBe(txid)
    expect((await get(`/tx/${txid}/hex`)).body).toMatch(/^0[12]0000000001/) // version, then SegWit's marker and flag
  })

  it('answers a refused transaction with a 400 giving the reason, and bad input with a 4xx', async () => {
    const { body: hex } = await get(
      `/tx/${(await get(`/address/${bitcoinDevKeys[3]?.address}/txs`)).body[0].txid}/hex`,
    )
    const twice = await fetch(`${node.url}/tx`, { method: 'POST', body: hex })
    expect(twice.status).toBe(400)
    expect(await twice.text()).toMatch(/sendrawtransaction RPC error/)
    const garbage = await fetch(`${node.url}/tx`, { method: 'POST', body: 'zz' })
    expect(garbage.status).toBe(400)
    expect((await get('/address/not-an-address')).status).toBe(400)
    expect((await get(`/tx/${'0'.repeat(64)}`)).status).toBe(404)
    expect((await get('/nothing')).status).toBe(404)
  })

  it('asks the minimum relay fee for every confirmation target: regtest has no fee market', async () => {
    const { body } = await get('/fee-estimates')
    expect(body['1']).toBe(1)
    expect(body['144']).toBe(1)
  })
})
