import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getDatabase } from '@/server/db/getDatabase'
import { allowOrigin } from '@/server/projects/allowOrigin'
import { handleAdminRequest } from '@/server/projects/handleAdminRequest'
import { readAdminFile } from '@/server/projects/internal/readAdminFile'
import { startTestProjects } from '@/server/projects/internal/startTestProjects'
import { config, proxy } from './proxy'

// Next's testing helpers patch console to consult the request's AsyncLocalStorage, which only Next's
// own server sets up; without it every console call (the projects' start logs) throws.
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import('node:async_hooks')
  Object.assign(globalThis, { AsyncLocalStorage })
})

let projects: Awaited<ReturnType<typeof startTestProjects>>
beforeAll(async () => {
  projects = await startTestProjects()
}, 60_000)

afterAll(() => projects?.stop())

async function policyOf(path: string): Promise<string | null> {
  const response = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`))
  return response.headers.get('Content-Security-Policy')
}

describe('proxy', () => {
  it("lets the project's allowed origins frame /embed", async () => {
    expect(await policyOf('/embed?projectId=latch-dev')).toBe('frame-ancestors http://localhost:*')
  })

  it('follows a change made through the admin endpoint at once, and one made elsewhere shortly', async () => {
    const admin = await readAdminFile(projects.dataDir)
    const response = await handleAdminRequest(
      new Request('http://127.0.0.1:3000/api/admin/projects', {
        method: 'POST',
        headers: { authorization: `Bearer ${admin?.token}`, 'x-forwarded-for': '127.0.0.1' },
        body: JSON.stringify({ command: 'allow', projectId: 'latch-dev', origin: 'https://shop.example' }),
      }),
    )
    expect(response.status).toBe(200)
    expect(await policyOf('/embed?projectId=latch-dev')).toBe(
      'frame-ancestors http://localhost:* https://shop.example',
    )
    await allowOrigin((await getDatabase()).db, 'latch-dev', 'https://later.example')
    await expect
      .poll(() => policyOf('/embed?projectId=latch-dev'), { timeout: 5_000 })
      .toContain('https://later.example')
  })

  it('lets anyone frame the error page of /embed for a missing or unknown projectId', async () => {
    expect(await policyOf('/embed')).toBe('frame-ancestors *')
    expect(await policyOf('/embed?projectId=nope')).toBe('frame-ancestors *')
  })

  it('lets nobody frame /popup', async () => {
    expect(await policyOf('/popup?projectId=latch-dev')).toBe("frame-ancestors 'none'")
  })

  it('lets nobody frame the OAuth popup pages, and sets no opener policy that would cut window.opener', async () => {
    // The callback answers the frame through window.opener (src/embedded/social/answerOpener.ts); a
    // Cross-Origin-Opener-Policy here would sever it and the login would end as a closed popup.
    for (const path of ['/popup/oauth/start?provider=github', '/popup/oauth/callback?code=c&state=s']) {
      expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(true)
      const response = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`))
      expect(response.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'")
      expect(response.headers.get('Cross-Origin-Opener-Policy')).toBeNull()
    }
  })

  it('lets nobody frame /embed for a malformed projectId, and answers it without a 500', async () => {
    for (const query of ['projectId=latch-dev%00', 'projectId=%00', 'projectId=%ED%A0%80'])
      expect(await policyOf(`/embed?${query}`)).toBe("frame-ancestors 'none'")
  })

  it('answers 400 with CORS for an /api path segment that is not text, and lets the others through', async () => {
    for (const path of [
      '/api/getWalletImage/%FF',
      '/api/v1/account/%ED%A0%80/balance',
      '/api/projects/%00',
    ]) {
      const response = await proxy(
        new NextRequest(`http://127.0.0.1:3000${path}`, { headers: { origin: 'https://a.example' } }),
      )
      expect(response.status, path).toBe(400)
      expect(await response.json()).toEqual({
        error: 'Invalid path: a segment is not valid percent-encoded text',
        parameter: 'path',
      })
      expect(response.headers.get('access-control-allow-origin')).toBe('https://a.example')
    }
    const fine = await proxy(new NextRequest('http://127.0.0.1:3000/api/v1/profile/account/%41lice.latch.id'))
    expect(fine.headers.get('x-middleware-next')).toBe('1')
  })

  it('runs only on /embed, /popup, /api and the paths below them', () => {
    const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url })
    expect(runsOn('/embed')).toBe(true)
    expect(runsOn('/embed/x')).toBe(true)
    expect(runsOn('/popup')).toBe(true)
    expect(runsOn('/popup/callback')).toBe(true)
    expect(runsOn('/')).toBe(false)
    expect(runsOn('/embedded')).toBe(false)
    expect(runsOn('/api/projects/latch-dev')).toBe(true)
    expect(runsOn('/api/getWalletImage/%FF')).toBe(true)
    expect(runsOn('/sdk.js')).toBe(false)
  })
})
