import { type Address, erc20Abi, maxUint256 } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import type { Deployment } from '../chain/Deployment'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { devWallet } from '../testing/devWallet'
import { convertAllowanceRoute } from './convertAllowanceRoute'

let services: TestServices
let deployment: Deployment

beforeAll(async () => {
  services = await createTestServices({ chains: true })
  const found = services.chains.get(31337)?.deployment
  if (!found) throw new Error('no test devnet 31337 with contracts')
  deployment = found
}, 120_000)
afterAll(() => services.close())

function token(symbol: string): Address {
  const found = deployment.tokens.find((candidate) => candidate.symbol === symbol)
  if (!found) throw new Error(`no ${symbol}`)
  return found.address
}

async function allowance(tokenAddress: string, userAddress: string) {
  const search = new URLSearchParams({ projectId: 'latch-dev', tokenAddress, userAddress })
  const response = await handleApiRequest(
    apiRequest(`/api/v1/convert/allowance?${search}`),
    convertAllowanceRoute,
    {
      services,
    },
  )
  return { status: response.status, body: await response.json() }
}

describe('GET /api/v1/convert/allowance', () => {
  it('reads what the router may spend, before and after an approval', async () => {
    const wallet = devWallet(services, 31337, 7)
    const ltch = `eip155:31337:${token('LTCH')}`
    expect(await allowance(ltch, wallet.address)).toEqual({ status: 200, body: { allowance: '0' } })
    await wallet.mined(
      await wallet.wallet.writeContract({
        address: token('LTCH'),
        abi: erc20Abi,
        functionName: 'approve',
        args: [deployment.router, 123_456_789n],
      }),
    )
    expect(await allowance(ltch, wallet.address)).toEqual({ status: 200, body: { allowance: '123456789' } })
    expect(await allowance(ltch, `eip155:31337:${wallet.address}`)).toEqual({
      status: 200,
      body: { allowance: '123456789' },
    })
    expect((await allowance(`eip155:31337:${token('USDL')}`, wallet.address)).body).toEqual({
      allowance: '0',
    })
  })

  it('lets the native coin go unlimited, and allows nothing on an unsupported network', async () => {
    const user = devWallet(services, 31337, 7).address
    expect((await allowance('eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', user)).body).toEqual({
      allowance: String(maxUint256),
    })
    expect((await allowance(`eip155:1:${token('LTCH')}`, user)).body).toEqual({ allowance: '0' })
  })

  it('refuses an unknown token and bad parameters with a 400 naming them', async () => {
    const user = devWallet(services, 31337, 7).address
    expect(await allowance('eip155:31337:0x000000000000000000000000000000000000dEaD', user)).toMatchObject({
      status: 400,
      body: { parameter: 'tokenAddress' },
    })
    expect(await allowance(token('LTCH'), user)).toMatchObject({
      status: 400,
      body: { parameter: 'tokenAddress' },
    })
    expect(await allowance(`eip155:31337:${token('LTCH')}`, 'me')).toMatchObject({
      status: 400,
      body: { parameter: 'userAddress' },
    })
  })
})
