import { fileURLToPath } from 'node:url'
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { config, proxy } from './proxy'

beforeAll(() => {
  vi.stubEnv('LATCH_PROJECTS_FILE', fileURLToPath(new URL('../projects.json', import.meta.url)))
})

afterAll(() => {
  vi.unstubAllEnvs()
})

async function policyOf(path: string): Promise<string | null> {
  const response = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`))
  return response.headers.get('Content-Security-Policy')
}

describe('proxy', () => {
  it("lets the project's allowed origins frame /embed", async () => {
    expect(await policyOf('/embed?projectId=latch-dev')).toBe('frame-ancestors http://localhost:*')
  })

  it('lets anyone frame the error page of /embed for a missing or unknown projectId', async () => {
    expect(await policyOf('/embed')).toBe('frame-ancestors *')
    expect(await policyOf('/embed?projectId=nope')).toBe('frame-ancestors *')
  })

  it('lets nobody frame /popup', async () => {
    expect(await policyOf('/popup?projectId=latch-dev')).toBe("frame-ancestors 'none'")
  })

  it('runs only on /embed and /popup and the paths below them', () => {
    const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url })
    expect(runsOn('/embed')).toBe(true)
    expect(runsOn('/embed/x')).toBe(true)
    expect(runsOn('/popup')).toBe(true)
    expect(runsOn('/popup/callback')).toBe(true)
    expect(runsOn('/')).toBe(false)
    expect(runsOn('/embedded')).toBe(false)
    expect(runsOn('/api/projects/latch-dev')).toBe(false)
    expect(runsOn('/sdk.js')).toBe(false)
  })
})
