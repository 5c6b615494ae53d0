import { erc20Abi, parseAbi, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalChain } from '../chain/LocalChain'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { devWallet } from '../testing/devWallet'
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

function tokenAddress(symbol: string) {
  const token = chain.deployment?.tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`no ${symbol}`)
  return token.address
}

describe('getTokenUsdPrices', () => {
  it('prices every deployed token from the pools as seeded, and the native coin as WETH', async () => {
    const prices = await getTokenUsdPrices(chain)
    expect(prices.get(tokenAddress('USDL').toLowerCase())).toBe(1)
    expect(prices.get(tokenAddress('WETH').toLowerCase())).toBeCloseTo(3000, 6)
    expect(prices.get(tokenAddress('LTCH').toLowerCase())).toBeCloseTo(2, 6)
    expect(prices.get(tokenAddress('LBTC').toLowerCase())).toBeCloseTo(60_000, 6)
    expect(prices.get('native')).toBe(prices.get(tokenAddress('WETH').toLowerCase()))
    expect(prices.size).toBe(5)
  })

  it('follows the reserves as they move', async () => {
    const weth = tokenAddress('WETH')
    const pair = chain.deployment?.pairs.find(
      (candidate) =>
        [candidate.token0, candidate.token1].includes(weth) &&
        [candidate.token0, candidate.token1].includes(tokenAddress('USDL')),
    )
    if (!pair) throw new Error('no WETH/USDL pool')
    const wallet = devWallet(services, 31337, 5)
    // 100 WETH more in a pool of 1000 WETH and 3,000,000 USDL: WETH is then worth 3,000,000 / 1100.
    await wallet.mined(
      await wallet.wallet.writeContract({
        address: weth,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [pair.address, parseUnits('100', 18)],
      }),
    )
    await wallet.mined(
      await wallet.wallet.writeContract({
        address: pair.address,
        abi: parseAbi(['function sync()']),
        functionName: 'sync',
      }),
    )
    const prices = await getTokenUsdPrices(chain)
    expect(prices.get(weth.toLowerCase())).toBeCloseTo(3_000_000 / 1100, 6)
    expect(prices.get('native')).toBeCloseTo(3_000_000 / 1100, 6)
  })

  it('has no prices on a chain without contracts', async () => {
    expect(await getTokenUsdPrices({ ...chain, deployment: undefined })).toEqual(new Map())
  })
})
