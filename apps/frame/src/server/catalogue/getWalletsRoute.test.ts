import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WalletEntry } from '@/catalogue/WalletEntry'
import { devnetNetwork } from '@/networks/knownNetworks'
import { handleApiRequest } from '../api/handleApiRequest'
import type { ServerServices } from '../api/ServerServices'
import { createLocalChains } from '../chain/createLocalChains'
import { projects } from '../db/schema'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { getWalletsRoute } from './getWalletsRoute'
import { importCatalogue } from './importCatalogue'

let services: TestServices

// PGlite takes a few seconds to start, more on a busy machine.
beforeAll(async () => {
  services = await createTestServices()
}, 60_000)

afterAll(async () => {
  await services?.close()
})

const metaMaskId = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const rainbowId = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const trustId = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'

async function getWallets(
  query: string,
  origin = 'http://localhost:5173',
  withServices: ServerServices = services,
) {
  const response = await handleApiRequest(
    apiRequest(`/api/getWallets?${query}`, { origin }),
    getWalletsRoute,
    { services: withServices },
  )
  return { response, body: (await response.json()) as { data: WalletEntry[]; count: number; error?: string } }
}

const names = (body: { data: WalletEntry[] }) => body.data.map((entry) => entry.name)

describe('GET /api/getWallets', () => {
  it('answers the first 40 of the seeded catalogue with the count, cacheable five minutes, readable cross-origin', async () => {
    const { response, body } = await getWallets('projectId=latch-dev&st=appkit&sv=html-wagmi-1.0.0')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300')
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')
    expect(response.headers.get('Content-Type')).toContain('application/json')
    expect(body.count).toBe(113)
    expect(body.data).toHaveLength(40)
    expect(body.data[0]).toMatchObject({
      id: rainbowId,
      name: 'Rainbow',
      image_id: rainbowId,
      image_url: `/api/getWalletImage/${rainbowId}`,
      rdns: 'me.rainbow',
      mobile_link: 'rainbow://',
      universal_link: 'https://rnbwapp.com/',
    })
  })

  it('pages with page and entries', async () => {
    const { body: third } = await getWallets('projectId=latch-dev&page=3')
    expect(third.data).toHaveLength(33)
    expect(third.count).toBe(113)
    const { body: small } = await getWallets('projectId=latch-dev&page=2&entries=2')
    expect(names(small)).toEqual(['Argent', 'MetaMask'])
  })

  it('filters by chains, include, exclude and badge type', async () => {
    expect((await getWallets('projectId=latch-dev&chains=eip155:56')).body.count).toBe(13)
    expect((await getWallets('projectId=latch-dev&chains=eip155:56,eip155:137')).body.count).toBeGreaterThan(
      13,
    )
    expect((await getWallets('projectId=latch-dev&chains=eip155:31337')).body).toEqual({ data: [], count: 0 })
    const { body: included } = await getWallets(`projectId=latch-dev&include=${trustId},${metaMaskId}`)
    expect(names(included)).toEqual(['Trust Wallet', 'MetaMask'])
    const { body: excluded } = await getWallets(`projectId=latch-dev&entries=2&exclude=${rainbowId}`)
    expect(names(excluded)).toEqual(['Trust Wallet', 'Argent'])
    expect(excluded.count).toBe(112)
    expect((await getWallets('projectId=latch-dev&badge_type=certified')).body).toEqual({
      data: [],
      count: 0,
    })
    expect((await getWallets('projectId=latch-dev&badge_type=none')).body.count).toBe(113)
  })

  it('lists every eip155 wallet for a local devnet the server serves, and only in local mode', async () => {
    // The answer depends on which chains the server serves, not on what they hold: no node behind them.
    const devnet = (id: number) => devnetNetwork(id, `Test ${id}`, 'http://127.0.0.1:9')
    const local = { ...services, chains: createLocalChains([devnet(31337), devnet(31338)], {}) }
    const { body: both } = await getWallets(
      'projectId=latch-dev&chains=eip155:31337,eip155:31338',
      undefined,
      local,
    )
    expect(both.count).toBe(113)
    expect(both.data[0]?.name).toBe('Rainbow')
    expect(
      (
        await getWallets('projectId=latch-dev&chains=eip155:31338&search=meta', undefined, local)
      ).body.data.map((entry) => entry.name),
    ).toEqual(['MetaMask'])
    expect(
      (await getWallets('projectId=latch-dev&chains=eip155:31337,eip155:56', undefined, local)).body.count,
    ).toBe(113)
    expect((await getWallets('projectId=latch-dev&chains=eip155:56', undefined, local)).body.count).toBe(13)
    expect((await getWallets('projectId=latch-dev&chains=eip155:31339', undefined, local)).body.count).toBe(0)
    const upstream: ServerServices = {
      ...local,
      mode: { kind: 'upstream', baseUrl: 'http://127.0.0.1:9', projectId: 'upstream' },
    }
    expect((await getWallets('projectId=latch-dev&chains=eip155:31337', undefined, upstream)).body).toEqual({
      data: [],
      count: 0,
    })
  })

  it('searches with a trimmed, case-insensitive term, name prefixes first', async () => {
    const { body } = await getWallets('projectId=latch-dev&entries=100&search=%20%20META%20')
    expect(names(body)).toEqual(['MetaMask'])
    const { body: trust } = await getWallets('projectId=latch-dev&entries=100&search=trust')
    expect(names(trust)).toEqual(['Trust Wallet', 'TrustVault', 'Trustee Wallet'])
  })

  it('treats empty parameters as absent', async () => {
    const { body } = await getWallets(
      'projectId=latch-dev&page=&entries=&chains=&include=&exclude=&search=&badge_type=',
    )
    expect(body.count).toBe(113)
    expect(body.data).toHaveLength(40)
  })

  it('refuses bad parameters with 400 naming them', async () => {
    for (const [query, parameter] of [
      ['entries=0', 'entries'],
      ['entries=101', 'entries'],
      ['entries=ten', 'entries'],
      ['page=0', 'page'],
      ['page=1.5', 'page'],
      ['chains=ethereum', 'chains'],
      ['include=..%2F..%2Fetc%2Fpasswd', 'include'],
      ['exclude=%3Cscript%3E', 'exclude'],
      ['badge_type=gold', 'badge_type'],
      [`search=${'a'.repeat(101)}`, 'search'],
    ]) {
      const { response, body } = await getWallets(`projectId=latch-dev&${query}`)
      expect(response.status, query).toBe(400)
      expect(body, query).toMatchObject({ error: expect.stringContaining(`'${parameter}'`), parameter })
      expect(JSON.stringify(body)).not.toContain('script')
    }
  })

  it('refuses a missing project with 400 and an origin off the allow-list with 403', async () => {
    const missing = await getWallets('page=1')
    expect(missing.response.status).toBe(400)
    expect(missing.body.error).toBe('Project ID Not Configured')
    const forbidden = await getWallets('projectId=shop')
    expect(forbidden.response.status).toBe(403)
    expect(forbidden.body.error).toBe('Invalid App Configuration')
    expect(forbidden.response.headers.get('Cache-Control')).toBe('no-store')
    expect((await getWallets('projectId=shop', 'https://shop.example')).response.status).toBe(200)
  })

  it('answers imported wallets with their names as text and unsafe links dropped', async () => {
    await importCatalogue(services.db, [
      {
        id: 'hostile',
        name: '<img src=x onerror=alert(1)>Hostile',
        homepage: 'javascript:alert(1)',
        mobile_link: 'javascript://%0aalert(1)',
        webapp_link: 'data:text/html,<script>alert(1)</script>',
        badge_type: 'certified',
        chains: ['eip155:1'],
        order: 1000,
      },
    ])
    const { response, body } = await getWallets('projectId=latch-dev&badge_type=certified')
    expect(response.headers.get('Content-Type')).toContain('application/json')
    expect(body.count).toBe(1)
    expect(body.data[0]).toMatchObject({
      name: '<img src=x onerror=alert(1)>Hostile',
      mobile_link: null,
      webapp_link: null,
    })
    expect(body.data[0]).not.toHaveProperty('homepage')
  })

  it("lists the project's custom wallets first, cleaned, under the same filters", async () => {
    const customWallets = [
      {
        id: 'dev-wallet',
        name: 'Dev Wallet',
        mobile_link: 'devwallet://',
        webapp_link: 'javascript:alert(1)',
      },
      { id: rainbowId, name: 'Rainbow (ours)', homepage: 'https://rainbow.example' },
    ]
    await services.db.update(projects).set({ customWallets }).where(eq(projects.projectId, 'latch-dev'))
    services.projects.invalidate('latch-dev')
    const { body } = await getWallets('projectId=latch-dev&entries=3')
    expect(names(body)).toEqual(['Dev Wallet', 'Rainbow (ours)', 'Trust Wallet'])
    expect(body.count).toBe(115)
    expect(body.data[0]).toMatchObject({ id: 'dev-wallet', mobile_link: 'devwallet://', webapp_link: null })
    expect(names((await getWallets('projectId=latch-dev&chains=eip155:31337')).body)).toEqual([
      'Dev Wallet',
      'Rainbow (ours)',
    ])
    expect(names((await getWallets('projectId=latch-dev&search=dev')).body)).toEqual(['Dev Wallet'])
    expect(names((await getWallets('projectId=latch-dev&entries=2&exclude=dev-wallet')).body)).toEqual([
      'Rainbow (ours)',
      'Trust Wallet',
    ])
  })
})
