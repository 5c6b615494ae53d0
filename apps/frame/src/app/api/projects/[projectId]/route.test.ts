import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestProjects } from '@/server/projects/internal/startTestProjects'
import { GET, OPTIONS } from './route'

let projects: Awaited<ReturnType<typeof startTestProjects>>
beforeAll(async () => {
  projects = await startTestProjects()
}, 60_000)

afterAll(() => projects?.stop())

function get(projectId: string, origin?: string): Promise<Response> {
  const request = new Request(`http://127.0.0.1:3000/api/projects/${projectId}`, {
    headers: origin ? { Origin: origin } : {},
  })
  return GET(request, { params: Promise.resolve({ projectId }) })
}

describe('GET /api/projects/[projectId]', () => {
  it('gives an allowed origin the public config, readable cross-origin', async () => {
    const response = await get('latch-dev', 'http://localhost:5173')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      projectId: 'latch-dev',
      name: 'Latch Dev',
      networks: [
        'eip155:31337',
        'eip155:31338',
        'solana:localnet',
        'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        'near:testnet',
      ],
      features: { analytics: true },
      sponsorGas: true,
    })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')
    expect(response.headers.get('Vary')).toBe('Origin')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('refuses an origin off the allow-list with 403, readable by that origin', async () => {
    const response = await get('latch-dev', 'http://localhost.evil.com')
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      error: 'Invalid App Configuration',
      reason: 'origin not on allow-list',
    })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost.evil.com')
    expect(response.headers.get('Vary')).toBe('Origin')
  })

  it('refuses an unknown project with 404, readable by the caller', async () => {
    const response = await get('nope', 'http://localhost:5173')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: 'Invalid App Configuration',
      reason: 'invalid project id',
    })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')
  })

  it('refuses a call without Origin with 403', async () => {
    const response = await get('latch-dev')
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      error: 'Invalid App Configuration',
      reason: 'origin not on allow-list',
    })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})

describe('OPTIONS /api/projects/[projectId]', () => {
  it('answers the preflight for the requesting origin', async () => {
    const response = OPTIONS(
      new Request('http://127.0.0.1:3000/api/projects/latch-dev', {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' },
      }),
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')
    expect(response.headers.get('Access-Control-Allow-Methods')).toBe('GET, OPTIONS')
    expect(response.headers.get('Vary')).toBe('Origin')
  })
})
