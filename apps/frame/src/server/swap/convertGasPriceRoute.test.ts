import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { convertGasPriceRoute } from './convertGasPriceRoute'

let services: TestServices

beforeAll(async () => {
  services = await createTestServices({ chains: true })
}, 120_000)
afterAll(() => services.close())

async function gasPrice(chainId: string, origin?: string) {
  const response = await handleApiRequest(
    apiRequest(
      `/api/v1/convert/gas-price?projectId=${origin ? 'shop' : 'latch-dev'}&chainId=${chainId}`,
      origin ? { origin } : {},
    ),
    convertGasPriceRoute,
    { services },
  )
  return { status: response.status, body: await response.json() }
}

describe('GET /api/v1/convert/gas-price', () => {
  it("answers three wei prices in order, none below the node's own", async () => {
    for (const chainId of [31337, 31338]) {
      const { status, body } = await gasPrice(`eip155:${chainId}`)
      expect(status).toBe(200)
      expect(Object.keys(body)).toEqual(['standard', 'fast', 'instant'])
      for (const value of Object.values(body)) expect(value).toMatch(/^[1-9]\d*$/)
      const nodePrice = await services.chains.get(chainId)?.client.getGasPrice()
      expect(BigInt(body.standard)).toBeGreaterThanOrEqual(nodePrice ?? 0n)
      expect(BigInt(body.fast)).toBeGreaterThan(BigInt(body.standard))
      expect(BigInt(body.instant)).toBeGreaterThan(BigInt(body.fast))
    }
  })

  it("refuses a network the server or the project doesn't serve with 'Network not supported for Gas Price'", async () => {
    const refusal = { status: 400, body: { error: 'Network not supported for Gas Price' } }
    expect(await gasPrice('eip155:1')).toEqual(refusal)
    expect(await gasPrice('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual(refusal)
    expect(await gasPrice('eip155:31337', 'https://shop.example')).toEqual(refusal)
  })

  it('refuses a malformed chainId with a 400 naming it', async () => {
    expect(await gasPrice('31337')).toMatchObject({ status: 400, body: { parameter: 'chainId' } })
  })
})
