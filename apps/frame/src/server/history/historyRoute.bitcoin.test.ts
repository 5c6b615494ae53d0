import { bitcoinDevKey, fundBitcoinAddress } from '@latch/localnet/bitcoin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { planBitcoinTransfer } from '@/send/bitcoin/planBitcoinTransfer'
import { handleApiRequest } from '../api/handleApiRequest'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { HistoryPage } from './HistoryPage'
import { historyRoute } from './historyRoute'

// A Bitcoin account's history on a real regtest node (bcoin), read through its Esplora API.
let services: TestServices
beforeAll(async () => {
  services = await createTestServices({ bitcoin: true })
}, 60_000)
afterAll(() => services.close())

const regtest = localBitcoinNetwork.caipNetworkId

async function history(account: string, query = '') {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/account/${account}/history?projectId=latch-multi${query}`),
    historyRoute,
    { services, params: { address: account } },
  )
  const body = await response.json()
  if (response.status === 200) HistoryPage.parse(body)
  return { status: response.status, body }
}

async function utxosOf(address: string) {
  return (await (await fetch(`${services.bitcoinUrl}/address/${address}/utxo`)).json()) as never
}

describe('GET /api/v1/account/{bitcoin account}/history', () => {
  it('lists what the account received and sent, newest first, priced in USD', async () => {
    const sender = bitcoinDevKey(500)
    const recipient = bitcoinDevKey(501).address
    const funding = await fundBitcoinAddress(services.bitcoinUrl ?? '', sender.address, 1_000_000)
    const plan = planBitcoinTransfer({
      network: 'regtest',
      from: sender.address,
      to: recipient,
      amount: 250_000n,
      feeRate: 1,
      utxos: await utxosOf(sender.address),
    })
    if (!plan.ok) throw new Error(plan.error)
    plan.transaction.sign(sender.privateKey)
    plan.transaction.finalize()
    await fetch(`${services.bitcoinUrl}/tx`, { method: 'POST', body: plan.transaction.hex })
    // Read at once: in the mempool or in the block just mined, what it spent is known.
    const { status, body } = await history(`${regtest}:${sender.address}`)
    expect(status).toBe(200)
    expect(body.next).toBeNull()
    expect(
      body.data.map((item: { metadata: { operationType: string; hash: string } }) => item.metadata),
    ).toEqual([
      expect.objectContaining({
        operationType: 'send',
        hash: plan.transaction.id,
        sentFrom: sender.address,
        sentTo: recipient,
        chain: regtest,
      }),
      expect.objectContaining({
        operationType: 'receive',
        hash: funding,
        sentTo: sender.address,
        chain: regtest,
      }),
    ])
    expect(body.data[0].transfers).toEqual([
      expect.objectContaining({
        direction: 'out',
        sender: sender.address,
        recipient,
        quantity: { numeric: '0.0025' },
        price: 90_000,
        value: 225,
        fungible_info: expect.objectContaining({ symbol: 'BTC', name: 'Bitcoin' }),
      }),
    ])
    expect(body.data[1].transfers).toEqual([
      expect.objectContaining({ direction: 'in', recipient: sender.address, quantity: { numeric: '0.01' } }),
    ])
    // The recipient's history, by its plain address with the network named, once the block is in.
    await expect
      .poll(async () => (await history(recipient, `&chainId=${regtest}`)).body.data[0]?.metadata.status)
      .toBe('confirmed')
    const received = await history(recipient, `&chainId=${regtest}`)
    expect(received.body.data).toEqual([
      expect.objectContaining({
        metadata: expect.objectContaining({
          operationType: 'receive',
          sentFrom: sender.address,
          status: 'confirmed',
        }),
      }),
    ])
  })

  it("pages as Esplora does: 25 mined a page, the next after the last page's txid", async () => {
    const busy = bitcoinDevKey(502).address
    for (let payment = 0; payment < 26; payment++)
      await fundBitcoinAddress(services.bitcoinUrl ?? '', busy, 10_000 + payment)
    const first = await history(`${regtest}:${busy}`)
    expect(first.body.data).toHaveLength(25)
    expect(first.body.next).toBe(first.body.data[24].metadata.hash)
    const second = await history(`${regtest}:${busy}`, `&cursor=${first.body.next}`)
    expect(second.body).toEqual({
      data: [
        expect.objectContaining({
          transfers: [expect.objectContaining({ quantity: { numeric: '0.0001' } })],
        }),
      ],
      next: null,
    })
  })

  it('answers an empty page on another network or for the onramp, and refuses a cursor that is not a txid', async () => {
    const address = bitcoinDevKey(503).address
    expect((await history(`bip122:000000000019d6689c085ae165831e93:${address}`)).body).toEqual({
      data: [],
      next: null,
    })
    expect((await history(`${regtest}:${address}`, '&onramp=sandpay')).body).toEqual({ data: [], next: null })
    expect(await history(`${regtest}:${address}`, '&cursor=nope')).toMatchObject({
      status: 400,
      body: { parameter: 'cursor' },
    })
  })
})
