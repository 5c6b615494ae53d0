import { bitcoinDevKey, fundBitcoinAddress } from '@latch/localnet/bitcoin'
import { Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { planBitcoinTransfer } from '@/send/bitcoin/planBitcoinTransfer'
import type { ApiRoute } from '../api/ApiRoute'
import { handleApiRequest } from '../api/handleApiRequest'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { bitcoinBroadcastRoute } from './bitcoinBroadcastRoute'
import { bitcoinFeeEstimatesRoute } from './bitcoinFeeEstimatesRoute'
import { bitcoinTxStatusRoute } from './bitcoinTxStatusRoute'
import { bitcoinUtxoRoute } from './bitcoinUtxoRoute'
import { createBitcoinChains } from './createBitcoinChains'

// The frame's Esplora-shaped Bitcoin API over a real regtest node (bcoin): what a wallet in the
// frame reads to make a transfer, and its broadcast.
let services: TestServices
beforeAll(async () => {
  services = await createTestServices({ bitcoin: true })
}, 60_000)
afterAll(() => services.close())

const regtest = localBitcoinNetwork.caipNetworkId
const project = 'projectId=latch-multi'

async function call(
  route: ApiRoute,
  path: string,
  {
    params = {},
    body,
    over = services,
  }: { params?: Record<string, string>; body?: unknown; over?: TestServices } = {},
) {
  const response = await handleApiRequest(
    apiRequest(path, body === undefined ? {} : { method: 'POST', body }),
    route,
    { services: over, params },
  )
  return { status: response.status, body: await response.json() }
}

const utxos = (address: string, chainId: string = regtest) =>
  call(bitcoinUtxoRoute, `/api/v1/bitcoin/address/${address}/utxo?${project}&chainId=${chainId}`, {
    params: { address },
  })

describe('the Bitcoin API', () => {
  it('answers what an address can spend, sends what it signs, and says when that is mined', async () => {
    const sender = bitcoinDevKey(300)
    const recipient = bitcoinDevKey(301).address
    expect(await utxos(sender.address)).toEqual({ status: 200, body: [] })
    await fundBitcoinAddress(services.bitcoinUrl ?? '', sender.address, 2_000_000)
    const funded = await utxos(`${regtest}:${sender.address}`)
    expect(funded.status).toBe(200)
    expect(funded.body).toEqual([
      {
        txid: expect.stringMatching(/^[0-9a-f]{64}$/),
        vout: expect.any(Number),
        value: 2_000_000,
        status: expect.objectContaining({ confirmed: expect.any(Boolean) }),
      },
    ])

    const estimates = await call(
      bitcoinFeeEstimatesRoute,
      `/api/v1/bitcoin/fee-estimates?${project}&chainId=${regtest}`,
    )
    expect(estimates.status).toBe(200)
    // Regtest has no fee market: every target costs the node's minimum relay fee.
    expect(estimates.body['3']).toBe(1)

    const plan = planBitcoinTransfer({
      network: 'regtest',
      from: sender.address,
      to: recipient,
      amount: 500_000n,
      feeRate: estimates.body['3'],
      utxos: funded.body,
    })
    if (!plan.ok) throw new Error(plan.error)
    const { transaction } = plan
    transaction.sign(sender.privateKey)
    transaction.finalize()
    const sent = await call(bitcoinBroadcastRoute, `/api/v1/bitcoin/tx?${project}`, {
      body: { chainId: regtest, hex: transaction.hex },
    })
    expect(sent).toEqual({ status: 200, body: { txid: transaction.id } })

    // The node mines a block as soon as its mempool has a transaction.
    let status = await call(
      bitcoinTxStatusRoute,
      `/api/v1/bitcoin/tx/${transaction.id}/status?${project}&chainId=${regtest}`,
      {
        params: { txid: transaction.id },
      },
    )
    for (let tries = 0; tries < 50 && !status.body.confirmed; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      status = await call(
        bitcoinTxStatusRoute,
        `/api/v1/bitcoin/tx/${transaction.id}/status?${project}&chainId=${regtest}`,
        {
          params: { txid: transaction.id },
        },
      )
    }
    expect(status).toEqual({ status: 200, body: { confirmed: true, block_height: expect.any(Number) } })
    expect((await utxos(recipient)).body).toEqual([
      expect.objectContaining({ txid: transaction.id, value: 500_000 }),
    ])
    expect((await utxos(sender.address)).body).toEqual([
      expect.objectContaining({ txid: transaction.id, value: 2_000_000 - 500_000 - Number(plan.fee) }),
    ])

    // The same outputs cannot be spent twice: the network's reason comes back, naming hex.
    const again = Transaction.fromRaw(transaction.toBytes(true, true))
    const twice = await call(bitcoinBroadcastRoute, `/api/v1/bitcoin/tx?${project}`, {
      body: { chainId: regtest, hex: again.hex },
    })
    expect(twice.status).toBe(400)
    expect(twice.body).toMatchObject({
      parameter: 'hex',
      error: expect.stringMatching(/^The Bitcoin network refused the transaction: /),
    })
  })

  it('refuses what is malformed or of another network with a 400 naming it', async () => {
    const mainnet = await utxos('bc1qzey5nk06cr5mrk8kkcxw9zza3xffv5mpllkq72')
    expect(mainnet).toEqual({
      status: 400,
      body: {
        error: "Invalid parameter 'address': Expected an address of Latch Bitcoin Regtest",
        parameter: 'address',
      },
    })
    const ethereum = await utxos(bitcoinDevKey(302).address, 'eip155:31337')
    expect(ethereum.status).toBe(400)
    expect(ethereum.body.parameter).toBe('chainId')
    for (const hex of ['', 'zz', 'abc', 42, 'ab'.repeat(400_001)]) {
      const refused = await call(bitcoinBroadcastRoute, `/api/v1/bitcoin/tx?${project}`, {
        body: { chainId: regtest, hex },
      })
      expect(refused.status, String(hex).slice(0, 10)).toBe(400)
      expect(refused.body.parameter).toBe('hex')
    }
    const undecodable = await call(bitcoinBroadcastRoute, `/api/v1/bitcoin/tx?${project}`, {
      body: { chainId: regtest, hex: 'abcd' },
    })
    expect(undecodable).toMatchObject({ status: 400, body: { parameter: 'hex' } })
    const txid = 'ab'.repeat(32)
    expect(
      await call(bitcoinTxStatusRoute, `/api/v1/bitcoin/tx/${txid}/status?${project}&chainId=${regtest}`, {
        params: { txid },
      }),
    ).toEqual({ status: 404, body: { error: `The Bitcoin network ${regtest} does not know ${txid}` } })
    const badTxid = await call(
      bitcoinTxStatusRoute,
      `/api/v1/bitcoin/tx/XYZ/status?${project}&chainId=${regtest}`,
      {
        params: { txid: 'XYZ' },
      },
    )
    expect(badTxid).toMatchObject({ status: 400, body: { parameter: 'txid' } })
  })

  it('answers a 502 naming the network when its Esplora does not answer', async () => {
    const down = {
      ...services,
      bitcoin: createBitcoinChains([localBitcoinNetwork], {
        LATCH_BITCOIN_ESPLORA_URL: 'http://127.0.0.1:9',
      }),
    }
    expect(
      await call(bitcoinFeeEstimatesRoute, `/api/v1/bitcoin/fee-estimates?${project}&chainId=${regtest}`, {
        over: down,
      }),
    ).toEqual({
      status: 502,
      body: { error: `The Bitcoin network ${regtest} did not answer` },
    })
  })
})
