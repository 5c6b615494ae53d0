import { erc20Abi, formatUnits, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import type { LocalChain } from '../chain/LocalChain'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { devWallet } from '../testing/devWallet'
import { balanceRoute } from './balanceRoute'
import { getTokenUsdPrices } from './getTokenUsdPrices'

let services: TestServices
let chain: LocalChain

beforeAll(async () => {
  services = await createTestServices({ chains: true })
  const found = services.chains.get(31337)
  if (!found?.deployment) throw new Error('no test devnet 31337 with contracts')
  chain = found
}, 120_000)
afterAll(() => services.close())

async function balances(address: string, query: string, origin?: string) {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/account/${address}/balance?projectId=latch-dev&currency=usd&${query}`, {
      ...(origin ? { origin } : {}),
    }),
    balanceRoute,
    { services, params: { address } },
  )
  return { status: response.status, body: await response.json() }
}

const emptyAccount = privateKeyToAccount(
  '0x1111111111111111111111111111111111111111111111111111111111111111',
).address

describe('GET /api/v1/account/{address}/balance', () => {
  it("lists a dev account's native coin and every token as the chain holds them, priced by the pools", async () => {
    const account = devWallet(services, 31337, 5).address
    const { status, body } = await balances(account, 'chainId=eip155:31337')
    expect(status).toBe(200)
    const prices = await getTokenUsdPrices(chain)
    const deployment = chain.deployment
    if (!deployment) throw new Error('no deployment')
    const held = await Promise.all(
      deployment.tokens.map((token) =>
        chain.client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account],
        }),
      ),
    )
    const native = await chain.client.getBalance({ address: account })
    const expected = [
      {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        quantity: native,
        price: prices.get('native'),
        address: undefined,
      },
      ...deployment.tokens.map((token, index) => ({
        ...token,
        quantity: held[index] ?? 0n,
        price: prices.get(token.address.toLowerCase()),
        address: `eip155:31337:${token.address}`,
      })),
    ]
    expect(body.balances).toEqual(
      expected.map(({ name, symbol, decimals, quantity, price, address }) => ({
        name,
        symbol,
        chainId: 'eip155:31337',
        ...(address ? { address } : {}),
        value: (price ?? Number.NaN) * Number(formatUnits(quantity, decimals)),
        price,
        quantity: { decimals: String(decimals), numeric: formatUnits(quantity, decimals) },
        iconUrl: `http://127.0.0.1:3000/api/public/getTokenImage/${symbol}`,
      })),
    )
    expect(body.balances.map((entry: { symbol: string }) => entry.symbol)).toEqual([
      'ETH',
      'USDL',
      'WETH',
      'LTCH',
      'LBTC',
    ])
    expect(body.balances[1]).toMatchObject({
      price: 1,
      value: 100_000,
      quantity: { decimals: '6', numeric: '100000' },
    })
  })

  it('leaves out what the account holds none of, and takes a CAIP-10 account', async () => {
    expect((await balances(emptyAccount, 'chainId=eip155:31337')).body).toEqual({ balances: [] })
    const caip = `eip155:31337:${devWallet(services, 31337, 5).address}`
    expect((await balances(caip, 'chainId=eip155:31337')).body.balances).toHaveLength(5)
  })

  it('answers from its cache for 5 s, unless forceUpdate names a token that moved', async () => {
    const ltch = chain.deployment?.tokens.find((token) => token.symbol === 'LTCH')?.address
    if (!ltch) throw new Error('no LTCH')
    const recipient = privateKeyToAccount(
      '0x2222222222222222222222222222222222222222222222222222222222222222',
    ).address
    const start = new Date('2030-01-01T00:00:00Z')
    services.setNow(start)
    expect((await balances(recipient, 'chainId=eip155:31337')).body).toEqual({ balances: [] })

    const wallet = devWallet(services, 31337, 6)
    await wallet.mined(
      await wallet.wallet.writeContract({
        address: ltch,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, parseUnits('1.5', 18)],
      }),
    )
    services.setNow(new Date(start.getTime() + 4_000))
    expect((await balances(recipient, 'chainId=eip155:31337')).body).toEqual({ balances: [] })

    const forced = await balances(recipient, `chainId=eip155:31337&forceUpdate=eip155:31337:${ltch}`)
    expect(forced.body.balances).toMatchObject([
      { symbol: 'LTCH', quantity: { decimals: '18', numeric: '1.5' } },
    ])

    await wallet.mined(
      await wallet.wallet.writeContract({
        address: ltch,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, parseUnits('1', 18)],
      }),
    )
    services.setNow(new Date(start.getTime() + 8_000))
    expect((await balances(recipient, 'chainId=eip155:31337')).body.balances[0].quantity.numeric).toBe('1.5')
    services.setNow(new Date(start.getTime() + 9_001))
    expect((await balances(recipient, 'chainId=eip155:31337')).body.balances[0].quantity.numeric).toBe('2.5')
  })

  it("answers no balances on a network the project or the server doesn't serve", async () => {
    const account = devWallet(services, 31337, 5).address
    expect(await balances(account, 'chainId=eip155:1')).toEqual({ status: 200, body: { balances: [] } })
    const bitcoinMainnet = 'chainId=bip122:000000000019d6689c085ae165831e93'
    expect(await balances('bc1qzey5nk06cr5mrk8kkcxw9zza3xffv5mpllkq72', bitcoinMainnet)).toEqual({
      status: 200,
      body: { balances: [] },
    })
    // Bitcoin accounts are written as Bitcoin addresses, served or not.
    expect(await balances(account, bitcoinMainnet)).toMatchObject({
      status: 400,
      body: { parameter: 'address' },
    })
    const solanaAccount = '11111111111111111111111111111111'
    expect(await balances(solanaAccount, 'chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      status: 200,
      body: { balances: [] },
    })
  })

  it('refuses bad parameters with a 400 naming them', async () => {
    const account = devWallet(services, 31337, 5).address
    expect(await balances('0x1234', 'chainId=eip155:31337')).toMatchObject({
      status: 400,
      body: { parameter: 'address' },
    })
    expect(await balances(account, 'chainId=31337')).toMatchObject({
      status: 400,
      body: { parameter: 'chainId' },
    })
    expect(await balances(account, '')).toMatchObject({
      status: 400,
      body: { error: "Missing parameter 'chainId'", parameter: 'chainId' },
    })
    expect(await balances(account, 'chainId=eip155:31337&forceUpdate=0x12')).toMatchObject({
      status: 400,
      body: { parameter: 'forceUpdate' },
    })
    expect(await balances(account, 'chainId=eip155:31337&currency=eur')).toMatchObject({
      status: 400,
      body: { parameter: 'currency' },
    })
  })

  it("refuses an origin off the project's allow-list with 403", async () => {
    const account = devWallet(services, 31337, 5).address
    expect(await balances(account, 'chainId=eip155:31337', 'https://evil.example')).toEqual({
      status: 403,
      body: { error: 'Invalid App Configuration', reason: 'origin not on allow-list' },
    })
  })
})
