import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { readDeployments } from '../chain/readDeployments'
import { handleDeviceApproveLink } from '../embedded/deviceApproveLink'
import { startTestSmtpInbox, type TestSmtpInbox } from '../embedded/internal/localServices'
import { findAssetImage } from '../images/findAssetImage'
import { findCurrencyImage } from '../images/findCurrencyImage'
import { findTokenImage } from '../images/findTokenImage'
import { findWalletImage } from '../images/findWalletImage'
import { imageRoute } from '../images/imageRoute'
import { startStandIn } from '../onramp/internal/startStandIn'
import { getPublicProjectConfig } from '../projects/getPublicProjectConfig'
import { handleRpcRequest } from '../rpc/handleRpcRequest'
import { handlePaymasterRequest } from '../smartAccounts/handlePaymasterRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { hostileStrings, type JsonSchema, jsonSchemaArbitrary } from '../testing/jsonSchemaArbitrary'
import type { ApiRoute } from './ApiRoute'
import { apiNotFound } from './apiNotFound'
import { apiRoutes } from './apiRoutes'
import { handleApiRequest } from './handleApiRequest'

// The security suite's API fuzz: every ApiRoute, and the handlers of their own that read a
// stranger's input, get generated requests (valid shapes mixed with hostile values) from allowed,
// foreign and missing origins. None may answer 5xx; every refusal is JSON with an `error` that gives
// away no stack, path or SQL. Deterministic: a fixed seed, a fixed number of runs per route.
// With LATCH_BUILT_SERVER_URL set (by e2e/builtServerApi.spec.ts), the same requests go over HTTP to
// a `next start` of the build, where the bundle's copies of the libraries answer (docs/errors.md).
const seed = 20_240_601
const builtServer = process.env.LATCH_BUILT_SERVER_URL
const runsPerRoute = 40

const devAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// The first Solana dev keypair (packages/localnet), held on the local cluster.
const solanaDevAddress = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
// Over HTTP the suite's devnets answer (`npm start` deployed them): their tokens are inputs that
// reach the chain, such as a swap the router refuses for an amount this small.
const deployedTokens: string[] = builtServer
  ? ((
      await readDeployments(fileURLToPath(new URL('../../../../../.latch/deployments.json', import.meta.url)))
    )['31337']?.tokens.map((token) => `eip155:31337:${token.address}`) ?? [])
  : []
const samples: Record<string, readonly unknown[]> = {
  address: [
    devAddress,
    `eip155:31337:${devAddress}`,
    solanaDevAddress,
    `solana:localnet:${solanaDevAddress}`,
  ],
  userAddress: [devAddress, `eip155:31337:${devAddress}`],
  sender: [devAddress],
  chainId: ['eip155:31337', 'eip155:1', 'solana:localnet', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  network: ['eip155:31337'],
  defaultNetwork: ['eip155:31337'],
  from: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', ...deployedTokens],
  to: ['eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3', ...deployedTokens],
  tokenAddress: ['eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3', ...deployedTokens],
  addresses: [['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'], deployedTokens],
  amount: ['1', '1000', '1000000', '50.00', 50],
  name: ['alice.latch.id', 'alice', 'ALICE.latch.id'],
  cursor: [Buffer.from(JSON.stringify([9007199254740991, 1, '0', 0])).toString('base64url')],
  email: ['fuzz@latch.test'],
  url: ['http://localhost:5173/'],
  domain: ['localhost'],
  timestamp: [Date.now()],
  eventId: ['6f1c6c1e-4b8e-4d2a-9f3e-2a8b7c1d0e9f'],
  message: [JSON.stringify({ name: 'fuzz.latch.id', attributes: { description: '<b>' }, timestamp: 1 })],
  pci: [`0x${'ab'.repeat(32)}`, `0x${'ab'.repeat(64)}`],
  signature: [`0x${'ab'.repeat(65)}`],
}

const origins = fc.oneof(
  { arbitrary: fc.constant('http://localhost:5173'), weight: 6 },
  { arbitrary: fc.constantFrom('https://evil.example', 'null', null), weight: 1 },
)
const projectIds = fc.oneof(
  { arbitrary: fc.constant('latch-dev'), weight: 8 },
  { arbitrary: fc.constantFrom('shop', 'nope', undefined, 5, ['latch-dev']), weight: 1 },
  { arbitrary: fc.constantFrom(...hostileStrings), weight: 1 },
)
// Header values cannot carry control characters at all (Headers refuses them), so the hostile ones here are printable.
const headerValues = fc.constantFrom('x', "'; drop table sdk_usage; --", 'a'.repeat(5_000), '\u00ff\u00fe')

let services: TestServices
let inbox: TestSmtpInbox
let upstream: Awaited<ReturnType<typeof startStandIn>>
let requests = 0

beforeAll(async () => {
  if (builtServer) return
  ;[services, inbox, upstream] = await Promise.all([
    createTestServices(),
    startTestSmtpInbox(),
    // One stand-in plays the onramp provider and the Farcaster relay, by path.
    startStandIn(({ url }) =>
      url.startsWith('/v1/channel')
        ? {
            status: 201,
            body: {
              channelToken: 'fuzzchannel01',
              url: 'http://127.0.0.1:5176/~/siwf?channelToken=fuzzchannel01',
              nonce: 'fuzznonce01',
            },
          }
        : { status: 200, body: { transactions: [] } },
    ),
  ])
  vi.stubEnv('LATCH_SMTP_URL', `smtp://127.0.0.1:${inbox.smtpPort}`)
  vi.stubEnv('LATCH_KEK', randomBytes(32).toString('base64'))
  vi.stubEnv('LATCH_ONRAMP_URL', upstream.url)
  vi.stubEnv('LATCH_FARCASTER_RELAY_URL', upstream.url)
  vi.stubEnv('LATCH_FARCASTER_RPC_URL', upstream.url)
  // A 500 is logged by the handlers; the assertion says what failed, the log only slows the run.
  vi.spyOn(console, 'error').mockImplementation(() => {})
}, 60_000)
afterAll(async () => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  console.info(`[apiFuzz] ${requests} generated requests`)
  await Promise.all([services?.close(), inbox?.close(), upstream?.close()])
})

/**
 * The answer to `request`: the built server's over HTTP when there is one (the request's path and
 * query on its origin), else `inProcess`'s.
 */
async function answer(request: Request, inProcess: () => Promise<Response>): Promise<Response> {
  if (!builtServer) return inProcess()
  const { pathname, search } = new URL(request.url)
  return fetch(new URL(pathname + search, builtServer), {
    method: request.method,
    headers: request.headers,
    ...(request.method === 'GET' ? {} : { body: await request.text() }),
    redirect: 'manual',
  })
}

/** A path segment as a client would send it (text that is not well-formed UTF-16 cannot be). */
const segment = (value: string) =>
  encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  )

/** Fails for a 5xx, and for a refusal that is not JSON with an `error` free of stacks, paths and SQL. */
async function expectSafeAnswer(response: Response, label: string): Promise<void> {
  requests++
  expect(response.status, label).toBeLessThan(500)
  if (response.status < 400) return
  const text = await response.text()
  let body: unknown
  expect(
    () => {
      body = JSON.parse(text)
    },
    `${label}: ${text.slice(0, 200)}`,
  ).not.toThrow()
  const error = (body as { error?: unknown }).error
  expect(typeof error, `${label}: ${text.slice(0, 200)}`).toBe('string')
  expect(text, label).not.toMatch(/\n\s+at |\bat [\w.<>]+ \(/)
  expect(text, label).not.toContain(process.cwd())
  expect(text, label).not.toMatch(
    /node_modules|file:\/\/|Failed query|\binsert into\b|\bselect\b.*\bfrom\b|\bwhere\b.*\$\d/i,
  )
}

function pathParams(path: string): string[] {
  return [...path.matchAll(/\[(\w+)\]/g)].map((match) => match[1] ?? '')
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

function buildRequest(
  path: string,
  route: ApiRoute,
  generated: unknown,
  projectId: unknown,
  origin: string | null,
  sdkType: string,
): { request: Request; params: Record<string, string> } {
  const input: Record<string, unknown> =
    typeof generated === 'object' && generated !== null && !Array.isArray(generated) ? { ...generated } : {}
  if (projectId === undefined) delete input.projectId
  else input.projectId = projectId
  const params: Record<string, string> = {}
  for (const name of pathParams(path)) {
    params[name] = asText(input[name])
    delete input[name]
  }
  const url = new URL(
    path.replace(/\[(\w+)\]/g, (_, name: string) => segment(params[name] ?? '')),
    'http://127.0.0.1:3000',
  )
  const headers: Record<string, string> = { 'x-sdk-type': sdkType }
  if (origin) headers.origin = origin
  if (route.method === 'GET') {
    for (const [key, value] of Object.entries(input)) url.searchParams.set(key, asText(value))
    return { request: new Request(url, { headers }), params }
  }
  const body =
    generated === input || typeof generated === 'object' ? JSON.stringify(input) : asText(generated)
  headers['content-type'] = 'application/json'
  return { request: new Request(url, { method: 'POST', headers, body }), params }
}

describe('API fuzz: every ApiRoute', () => {
  const routes = Object.entries(apiRoutes).flatMap(([path, listed]) =>
    [listed].flat().map((route) => [`${route.method} ${path}`, route] as const),
  )

  it('covers every route of the registry', () => {
    expect(routes.length).toBeGreaterThan(40)
  })

  it.each(routes)(
    '%s answers hostile input with a 4xx that gives nothing away, never a 5xx',
    async (label, route) => {
      const path = label.slice(label.indexOf(' ') + 1)
      const schema = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema
      const inputs = jsonSchemaArbitrary(schema, { samples })
      await fc.assert(
        fc.asyncProperty(
          inputs,
          projectIds,
          origins,
          headerValues,
          async (generated, projectId, origin, sdkType) => {
            const { request, params } = buildRequest(path, route, generated, projectId, origin, sdkType)
            const response = await answer(request, () =>
              handleApiRequest(request, route, { services, params }),
            )
            await expectSafeAnswer(
              response,
              `${route.method} ${path} ${JSON.stringify(generated)?.slice(0, 300)}`,
            )
          },
        ),
        { seed, numRuns: runsPerRoute },
      )
    },
  )
})

describe('API fuzz: the handlers of their own', () => {
  const hostile = fc.oneof(fc.constantFrom(...hostileStrings), fc.string({ unit: 'binary', maxLength: 80 }))

  it('/api/projects/[projectId] answers any projectId from any origin without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostile, fc.constant('latch-dev')), origins, async (projectId, origin) => {
        const request = new Request(`http://127.0.0.1:3000/api/projects/${segment(projectId)}`, {
          headers: origin ? { origin } : {},
        })
        const response = await answer(request, async () => {
          const { status, body } = await getPublicProjectConfig(projectId, origin, services.projects)
          return Response.json(body, { status })
        })
        await expectSafeAnswer(response, `/api/projects/${JSON.stringify(projectId)}`)
      }),
      { seed, numRuns: 200 },
    )
  })

  it('the image routes answer any id with an image or a placeholder', async () => {
    const routes = [
      ['/api/getWalletImage', findWalletImage],
      ['/api/public/getAssetImage', findAssetImage],
      ['/api/public/getCurrencyImage', findCurrencyImage],
      ['/api/public/getTokenImage', findTokenImage],
    ] as const
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), hostile, async ([path, find], id) => {
        const request = new Request(`http://127.0.0.1:3000${path}/${segment(id)}`)
        const response = await answer(request, () =>
          imageRoute(find).handle(request, { params: Promise.resolve({ id }) }),
        )
        await expectSafeAnswer(response, `${path}/${JSON.stringify(id)}`)
      }),
      { seed, numRuns: 200 },
    )
  })

  it('an /api path no route takes answers a JSON 404, whatever the method', async () => {
    const methods = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH')
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostile, { minLength: 1, maxLength: 3 }),
        methods,
        async (segments, method) => {
          const path = `/api/v0/${segments.map(segment).join('/')}`
          const request = new Request(`http://127.0.0.1:3000${path}`, { method })
          const response = await answer(request, async () => apiNotFound(request))
          await expectSafeAnswer(response, `${method} ${path}`)
          // Over HTTP a segment no route could take (a control character) is the proxy's 400 naming
          // it, a trailing slash Next's redirect to the path without it, and a path past 16 KB the
          // server's 431.
          expect([308, 400, 404, 431], `${method} ${path}`).toContain(response.status)
        },
      ),
      { seed, numRuns: 100 },
    )
  })

  it('/api/auth/device/approve answers any token with a page, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (token) => {
        const url = new URL('http://127.0.0.1:3000/api/auth/device/approve')
        url.searchParams.set('token', token)
        const request = new Request(url)
        const response = await answer(request, () => handleDeviceApproveLink(request, services))
        requests++
        expect(response.status, JSON.stringify(token)).toBeLessThan(500)
      }),
      { seed, numRuns: 100 },
    )
  })

  it('/api/v1/rpc answers any projectId, chainId and body without a 5xx', async () => {
    const bodies = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.constantFrom('{', '[]', '{"jsonrpc":"2.0","id":1,"method":"eth_sendTransaction","params":[]}'),
      fc.constantFrom(...hostileStrings),
    )
    await fc.assert(
      fc.asyncProperty(
        projectIds,
        fc.oneof(hostile, fc.constant('eip155:31337')),
        bodies,
        origins,
        async (projectId, chainId, body, origin) => {
          const url = new URL('http://127.0.0.1:3000/api/v1/rpc')
          url.searchParams.set('chainId', chainId)
          if (projectId !== undefined) url.searchParams.set('projectId', asText(projectId))
          const request = new Request(url, { method: 'POST', body, headers: origin ? { origin } : {} })
          const response = await answer(request, () => handleRpcRequest(request, { services }))
          await expectSafeAnswer(response, `rpc ${url.search} ${body.slice(0, 100)}`)
        },
      ),
      { seed, numRuns: 150 },
    )
  })

  it('/api/v1/paymaster answers any projectId, chainId and body without a 5xx', async () => {
    const operation = { sender: devAddress, nonce: '0x0', callData: '0x' }
    const bodies = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc
        .tuple(
          fc.constantFrom('pm_getPaymasterStubData', 'pm_getPaymasterData', 'eth_call'),
          fc.jsonValue({ maxDepth: 3 }),
        )
        .map(([method, params]) =>
          JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [operation, params, '0x7a69'] }),
        ),
      fc.constantFrom('{', '[]', ...hostileStrings),
    )
    await fc.assert(
      fc.asyncProperty(
        projectIds,
        fc.oneof(hostile, fc.constantFrom('eip155:31337', '31337')),
        bodies,
        origins,
        async (projectId, chainId, body, origin) => {
          const url = new URL('http://127.0.0.1:3000/api/v1/paymaster')
          url.searchParams.set('chainId', chainId)
          if (projectId !== undefined) url.searchParams.set('projectId', asText(projectId))
          const request = new Request(url, { method: 'POST', body, headers: origin ? { origin } : {} })
          const response = await answer(request, () => handlePaymasterRequest(request, { services }))
          await expectSafeAnswer(response, `paymaster ${url.search} ${body.slice(0, 100)}`)
        },
      ),
      { seed, numRuns: 150 },
    )
  })
})
