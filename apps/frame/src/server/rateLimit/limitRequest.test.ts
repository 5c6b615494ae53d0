import { devAccounts } from '@latch/localnet/devAccounts'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ApiRoute } from '../api/ApiRoute'
import { createSdkUsageRecorder } from '../api/createSdkUsageRecorder'
import { handleApiRequest } from '../api/handleApiRequest'
import type { ServerServices } from '../api/ServerServices'
import { registerNameRoute } from '../names/registerNameRoute'
import { databaseProjectStore } from '../projects/databaseProjectStore'
import { devProject } from '../projects/internal/testProjects'
import { siwxNonceRoute } from '../siwx/siwxNonceRoute'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { limitRequest } from './limitRequest'
import { RateLimitedError } from './RateLimitedError'
import { requestLimits } from './requestLimits'

const now = new Date('2030-01-01T12:00:20Z')
const nonceLimit = requestLimits.siwxNonces[0].limit

// Two frames on one database: each with its own project cache, usage recorder and clock.
let frameA: TestServices
let frameB: ServerServices
let clock = now
beforeAll(async () => {
  frameA = await createTestServices()
  frameB = {
    ...frameA,
    projects: databaseProjectStore(frameA.db),
    sdkUsage: createSdkUsageRecorder(frameA.db, 60_000),
    now: () => clock,
  }
}, 60_000)
beforeEach(() => {
  clock = now
  frameA.setNow(now)
})
afterAll(async () => {
  await frameB?.sdkUsage.stop()
  await frameA?.close()
})

async function post(
  frame: ServerServices,
  route: ApiRoute,
  client: string,
  body: Record<string, unknown> = {},
) {
  const response = await handleApiRequest(
    apiRequest('/api/siwx/nonce', {
      method: 'POST',
      body: { projectId: 'latch-dev', ...body },
      headers: { 'x-forwarded-for': client },
    }),
    route,
    { services: frame },
  )
  return response
}

describe('limitRequest', () => {
  it('holds one limit across two frame instances on one database, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < nonceLimit; i++) {
      const response = await post(i % 2 === 0 ? frameA : frameB, siwxNonceRoute, '203.0.113.1')
      expect(response.status).toBe(200)
    }
    for (const frame of [frameA, frameB]) {
      const refused = await post(frame, siwxNonceRoute, '203.0.113.1')
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('40')
      expect(refused.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
      expect(await refused.json()).toEqual({
        error: 'Please try again after 40 seconds',
        retryAfterSeconds: 40,
      })
    }
    expect((await post(frameB, siwxNonceRoute, '203.0.113.2')).status).toBe(200)
  })

  it('lets the client again once the window is over', async () => {
    for (let i = 0; i <= nonceLimit; i++) await post(frameA, siwxNonceRoute, '203.0.113.3')
    expect((await post(frameA, siwxNonceRoute, '203.0.113.3')).status).toBe(429)
    clock = new Date(now.getTime() + 40_000)
    frameA.setNow(clock)
    expect((await post(frameB, siwxNonceRoute, '203.0.113.3')).status).toBe(200)
  })

  it('lets no more than the limit through of simultaneous requests to both instances', async () => {
    const responses = await Promise.all(
      Array.from({ length: nonceLimit + 15 }, (_, i) =>
        post(i % 2 ? frameA : frameB, siwxNonceRoute, '203.0.113.4'),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(nonceLimit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(15)
  })

  it('does not count a request refused per client against its project', async () => {
    const limits = [
      { name: 'test-order', per: 'client', limit: 1, windowMs: 60_000 },
      { name: 'test-order', per: 'project', limit: 2, windowMs: 60_000 },
    ] as const
    const call = (client: string) =>
      limitRequest(
        {
          ...frameA,
          project: devProject,
          request: apiRequest('/', { headers: { 'x-forwarded-for': client } }),
        },
        limits,
      )
    await call('198.51.100.1')
    for (let i = 0; i < 5; i++) await expect(call('198.51.100.1')).rejects.toBeInstanceOf(RateLimitedError)
    await call('198.51.100.2')
    await expect(call('198.51.100.3')).rejects.toBeInstanceOf(RateLimitedError)
  })

  it('skips client limits when the client cannot be told, rather than count every such caller as one', async () => {
    const context = { ...frameA, project: devProject, request: apiRequest('/') }
    const perClient = [{ name: 'test-unknown', per: 'client', limit: 1, windowMs: 60_000 }] as const
    for (let i = 0; i < 3; i++) await expect(limitRequest(context, perClient)).resolves.toBeUndefined()
  })
})

describe('name registrations per address', () => {
  const [alice, bob] = devAccounts.map((account) => privateKeyToAccount(account.privateKey)) as [
    PrivateKeyAccount,
    PrivateKeyAccount,
  ]
  const register = async (account: PrivateKeyAccount, label: string, client: string, signer = account) => {
    const message = JSON.stringify({ name: `${label}.latch.id`, timestamp: Math.floor(now.getTime() / 1000) })
    const signature = await signer.signMessage({ message })
    const body = { coin_type: 60, address: account.address, message, signature }
    return (await post(frameA, registerNameRoute, client, body)).status
  }

  it('counts an address once its signature holds, from whatever client it comes', async () => {
    const perAddress = requestLimits.nameRegistrationsPerAddress[0].limit
    // Signatures by another key claiming alice's address are refused and spend none of her budget.
    for (let i = 0; i < 3; i++) expect(await register(alice, `forged${i}`, '192.0.2.99', bob)).toBe(400)
    for (let i = 0; i < perAddress; i++) expect(await register(alice, `alice${i}`, `192.0.2.${i}`)).toBe(201)
    expect(await register(alice, 'alicemore', '192.0.2.200')).toBe(429)
    expect(await register(bob, 'bobfirst', '192.0.2.200')).toBe(201)
  })
})
