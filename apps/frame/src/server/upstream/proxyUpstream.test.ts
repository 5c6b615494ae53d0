import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { freePort } from '@latch/localnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiRoute } from '../api/ApiRoute'
import { handleApiRequest } from '../api/handleApiRequest'
import type { ServerServices } from '../api/ServerServices'
import { balanceRoute } from '../blockchain/balanceRoute'
import { fungiblePriceRoute } from '../blockchain/fungiblePriceRoute'
import { supportedChainsRoute } from '../blockchain/supportedChainsRoute'
import { buildApproveRoute } from '../swap/buildApproveRoute'
import { buildTransactionRoute } from '../swap/buildTransactionRoute'
import { convertAllowanceRoute } from '../swap/convertAllowanceRoute'
import { convertGasPriceRoute } from '../swap/convertGasPriceRoute'
import { convertQuotesRoute } from '../swap/convertQuotesRoute'
import { convertTokensRoute } from '../swap/convertTokensRoute'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string }

const user = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const usdl = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const eth = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

let services: TestServices
let provider: Server
let seen: Seen[] = []
let upstream: ServerServices

beforeAll(async () => {
  services = await createTestServices()
  // The provider answers every call with what it received, under a status the test picks by path.
  provider = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body })
      const status = request.url?.includes('/gas-price') ? 429 : 200
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'max-age=5' })
      response.end(JSON.stringify({ answeredBy: 'provider', url: request.url }))
    })
  })
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  const { port } = provider.address() as AddressInfo
  upstream = {
    ...services,
    mode: { kind: 'upstream', baseUrl: `http://127.0.0.1:${port}/base`, projectId: 'provider-project' },
  }
}, 60_000)

afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve))
  await services.close()
})

async function call(request: Request, route: ApiRoute, params?: Record<string, string>) {
  seen = []
  const response = await handleApiRequest(request, route, {
    services: upstream,
    ...(params ? { params } : {}),
  })
  return { response, body: await response.json(), seen }
}

describe('proxyUpstream', () => {
  it("forwards a GET to the same path under the provider, with the provider's projectId and the SDK headers", async () => {
    const { response, body, seen } = await call(
      apiRequest('/api/v1/convert/gas-price?projectId=latch-dev&chainId=eip155:1', {
        headers: { 'x-sdk-type': 'latch', 'x-sdk-version': '0.1.0', cookie: 'session=secret' },
      }),
      convertGasPriceRoute,
    )
    expect(seen).toHaveLength(1)
    const [forwarded] = seen
    const url = new URL(forwarded?.url ?? '', 'http://provider')
    expect(url.pathname).toBe('/base/v1/convert/gas-price')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'provider-project',
      chainId: 'eip155:1',
    })
    expect(forwarded?.headers['x-sdk-type']).toBe('latch')
    expect(forwarded?.headers['x-sdk-version']).toBe('0.1.0')
    expect(forwarded?.headers.cookie).toBeUndefined()
    expect(forwarded?.headers.origin).toBeUndefined()
    expect(response.status).toBe(429)
    expect(body).toEqual({ answeredBy: 'provider', url: forwarded?.url })
    expect(response.headers.get('cache-control')).toBe('max-age=5')
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it("forwards a POST body as it came, with the provider's projectId in it", async () => {
    const sent = { projectId: 'latch-dev', currency: 'usd', addresses: [usdl, eth] }
    const { response, seen } = await call(
      apiRequest('/api/v1/fungible/price', { method: 'POST', body: sent }),
      fungiblePriceRoute,
    )
    expect(response.status).toBe(200)
    expect(seen[0]?.method).toBe('POST')
    expect(new URL(seen[0]?.url ?? '', 'http://provider').pathname).toBe('/base/v1/fungible/price')
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ ...sent, projectId: 'provider-project' })
  })

  it('still checks the project and origin before anything reaches the provider', async () => {
    const { response, seen } = await call(
      apiRequest('/api/v1/supported-chains?projectId=latch-dev', { origin: 'https://evil.example' }),
      supportedChainsRoute,
    )
    expect(response.status).toBe(403)
    expect(seen).toEqual([])
  })

  it('answers 502 at once when the provider cannot be reached', async () => {
    const closedPort = await freePort()
    const started = Date.now()
    const response = await handleApiRequest(
      apiRequest('/api/v1/supported-chains?projectId=latch-dev'),
      supportedChainsRoute,
      {
        services: {
          ...services,
          mode: {
            kind: 'upstream',
            baseUrl: `http://127.0.0.1:${closedPort}`,
            projectId: 'provider-project',
          },
        },
      },
    )
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'The upstream provider did not answer' })
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})

describe('the blockchain API in upstream mode', () => {
  const routes: [string, ApiRoute, Request, Record<string, string>?][] = [
    [
      '/base/v1/supported-chains',
      supportedChainsRoute,
      apiRequest('/api/v1/supported-chains?projectId=latch-dev'),
    ],
    [
      `/base/v1/account/${user}/balance`,
      balanceRoute,
      apiRequest(`/api/v1/account/${user}/balance?projectId=latch-dev&currency=usd&chainId=eip155:1`),
      { address: user },
    ],
    [
      '/base/v1/fungible/price',
      fungiblePriceRoute,
      apiRequest('/api/v1/fungible/price', {
        method: 'POST',
        body: { projectId: 'latch-dev', addresses: [eth] },
      }),
    ],
    [
      '/base/v1/convert/tokens',
      convertTokensRoute,
      apiRequest('/api/v1/convert/tokens?projectId=latch-dev&chainId=eip155:1'),
    ],
    [
      '/base/v1/convert/quotes',
      convertQuotesRoute,
      apiRequest(
        `/api/v1/convert/quotes?projectId=latch-dev&amount=100&userAddress=${user}&from=${eth}&to=${usdl}`,
      ),
    ],
    [
      '/base/v1/convert/allowance',
      convertAllowanceRoute,
      apiRequest(`/api/v1/convert/allowance?projectId=latch-dev&tokenAddress=${usdl}&userAddress=${user}`),
    ],
    [
      '/base/v1/convert/gas-price',
      convertGasPriceRoute,
      apiRequest('/api/v1/convert/gas-price?projectId=latch-dev&chainId=eip155:1'),
    ],
    [
      '/base/v1/convert/build-approve',
      buildApproveRoute,
      apiRequest(
        `/api/v1/convert/build-approve?projectId=latch-dev&userAddress=${user}&from=${usdl}&to=${eth}`,
      ),
    ],
    [
      '/base/v1/convert/build-transaction',
      buildTransactionRoute,
      apiRequest('/api/v1/convert/build-transaction', {
        method: 'POST',
        body: {
          projectId: 'latch-dev',
          amount: '100',
          eip155: { slippage: 1 },
          from: usdl,
          to: eth,
          userAddress: user,
        },
      }),
    ],
  ]

  it.each(routes)('sends %s to the provider', async (path, route, request, params) => {
    const { body, seen } = await call(request, route, params)
    expect(seen.map((forwarded) => new URL(forwarded.url, 'http://provider').pathname)).toEqual([path])
    expect(new URL(seen[0]?.url ?? '', 'http://provider').searchParams.get('projectId')).toBe(
      'provider-project',
    )
    expect(body.answeredBy).toBe('provider')
  })
})
