import { bitcoinDevKey, bitcoinDevKeys, fundBitcoinAddress } from '@latch/localnet/bitcoin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { handleApiRequest } from '../api/handleApiRequest'
import { createBitcoinChains } from '../bitcoin/createBitcoinChains'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { balanceRoute } from './balanceRoute'

// The balance route on a real Bitcoin regtest node (bcoin), read through its Esplora API.
let services: TestServices
beforeAll(async () => {
  services = await createTestServices({ bitcoin: true })
}, 60_000)
afterAll(() => services.close())

const regtest = localBitcoinNetwork.caipNetworkId

async function balances(account: string, query: string, over: TestServices = services) {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/account/${account}/balance?projectId=latch-multi&currency=usd&${query}`),
    balanceRoute,
    { services: over, params: { address: account } },
  )
  return { status: response.status, body: await response.json() }
}

const btc = (numeric: string, value: number) => ({
  name: 'Bitcoin',
  symbol: 'BTC',
  chainId: regtest,
  value,
  price: 90_000,
  quantity: { decimals: '8', numeric },
  iconUrl: 'http://127.0.0.1:3000/api/public/getTokenImage/BTC',
})

describe(`GET /api/v1/account/{address}/balance on ${regtest}`, () => {
  it("answers a dev key's BTC, priced at regtest's reference price, for its address or CAIP-10 id", async () => {
    const address = bitcoinDevKeys[4]?.address ?? ''
    expect(await balances(address, `chainId=${regtest}`)).toEqual({
      status: 200,
      body: { balances: [btc('50', 4_500_000)] },
    })
    expect((await balances(`${regtest}:${address}`, `chainId=${regtest}`)).body).toEqual({
      balances: [btc('50', 4_500_000)],
    })
  })

  it('counts a payment as soon as the node has it, when asked afresh', async () => {
    const address = bitcoinDevKey(200).address
    expect((await balances(address, `chainId=${regtest}`)).body).toEqual({ balances: [btc('0', 0)] })
    await fundBitcoinAddress(services.bitcoinUrl ?? '', address, 12_345_678)
    expect((await balances(address, `chainId=${regtest}&forceUpdate=${regtest}:native`)).body).toEqual({
      balances: [btc('0.12345678', 0.12345678 * 90_000)],
    })
  })

  it("refuses another network's address, or no address, with a 400 naming it", async () => {
    const mainnet = await balances('bc1qzey5nk06cr5mrk8kkcxw9zza3xffv5mpllkq72', `chainId=${regtest}`)
    expect(mainnet).toEqual({
      status: 400,
      body: {
        error: "Invalid parameter 'address': Expected an address of Latch Bitcoin Regtest",
        parameter: 'address',
      },
    })
    const junk = await balances('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', `chainId=${regtest}`)
    expect(junk.status).toBe(400)
    expect(junk.body.parameter).toBe('address')
  })

  it('answers a 502 naming the network when its Esplora does not answer', async () => {
    const down = {
      ...services,
      bitcoin: createBitcoinChains([localBitcoinNetwork], {
        LATCH_BITCOIN_ESPLORA_URL: 'http://127.0.0.1:9',
      }),
    }
    const address = bitcoinDevKey(201).address
    expect(await balances(address, `chainId=${regtest}`, down)).toEqual({
      status: 502,
      body: { error: `The Bitcoin network ${regtest} did not answer` },
    })
  })
})
