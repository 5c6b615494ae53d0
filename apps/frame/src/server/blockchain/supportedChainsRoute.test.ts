import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { devnetNetwork } from '@/networks/knownNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { handleApiRequest } from '../api/handleApiRequest'
import type { ServerServices } from '../api/ServerServices'
import { createBitcoinChains } from '../bitcoin/createBitcoinChains'
import { createLocalChains } from '../chain/createLocalChains'
import { multiChainProject } from '../projects/internal/testProjects'
import { seedProjects } from '../projects/seedProjects'
import { createSolanaClusters } from '../solana/createSolanaClusters'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { supportedChainsRoute } from './supportedChainsRoute'

// The answer depends on which chains the server has, not on what they hold: no node behind them.
const network = (id: number) => devnetNetwork(id, `Test ${id}`, 'http://127.0.0.1:9')

let testServices: TestServices

beforeAll(async () => {
  testServices = await createTestServices()
  await seedProjects(testServices.db, [multiChainProject])
}, 60_000)
afterAll(() => testServices.close())

async function supportedChains(services: ServerServices, projectId = 'latch-dev', origin?: string) {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/supported-chains?projectId=${projectId}`, origin ? { origin } : {}),
    supportedChainsRoute,
    { services },
  )
  return { status: response.status, body: await response.json() }
}

describe('GET /api/v1/supported-chains', () => {
  it("lists the project's networks the server has a chain for, over HTTP only", async () => {
    const both = { ...testServices, chains: createLocalChains([network(31338), network(31337)], {}) }
    expect(await supportedChains(both)).toEqual({
      status: 200,
      body: { http: ['eip155:31337', 'eip155:31338'], ws: [] },
    })
    const one = { ...testServices, chains: createLocalChains([network(31338), network(10)], {}) }
    expect((await supportedChains(one)).body).toEqual({ http: ['eip155:31338'], ws: [] })
  })

  it("lists a Solana cluster the server reads among them, in the project's order", async () => {
    const services = {
      ...testServices,
      chains: createLocalChains([network(31337)], {}),
      solana: createSolanaClusters([{ ...localSolanaNetwork, rpcUrl: 'http://127.0.0.1:9' }], {}),
    }
    expect((await supportedChains(services, 'latch-multi')).body).toEqual({
      http: ['eip155:31337', 'solana:localnet'],
      ws: [],
    })
    expect((await supportedChains({ ...services, solana: new Map() }, 'latch-multi')).body).toEqual({
      http: ['eip155:31337'],
      ws: [],
    })
    const withBitcoin = { ...services, bitcoin: createBitcoinChains([localBitcoinNetwork], {}) }
    expect((await supportedChains(withBitcoin, 'latch-multi')).body).toEqual({
      http: ['eip155:31337', 'solana:localnet', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
      ws: [],
    })
    // The dev project does not list the cluster: the server does not answer for it there.
    expect((await supportedChains(services)).body).toEqual({ http: ['eip155:31337'], ws: [] })
  })

  it("lists none of a project's networks the server has no chain for", async () => {
    const both = { ...testServices, chains: createLocalChains([network(31337), network(31338)], {}) }
    expect(await supportedChains(both, 'shop', 'https://shop.example')).toEqual({
      status: 200,
      body: { http: [], ws: [] },
    })
  })

  it('refuses an unknown project and a foreign origin', async () => {
    expect((await supportedChains(testServices, 'nope')).status).toBe(404)
    expect((await supportedChains(testServices, 'latch-dev', 'https://shop.example')).status).toBe(403)
  })
})
