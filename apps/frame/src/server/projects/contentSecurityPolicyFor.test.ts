import { describe, expect, it } from 'vitest'
import { contentSecurityPolicyFor } from './contentSecurityPolicyFor'
import { devProject, shopProject, storeOf } from './internal/testProjects'

const store = storeOf(devProject, shopProject)

describe('contentSecurityPolicyFor', () => {
  it("gives /embed and the paths below it the project's frame-ancestors", async () => {
    expect(await contentSecurityPolicyFor('/embed', 'latch-dev', store)).toBe(
      'frame-ancestors http://localhost:*',
    )
    expect(await contentSecurityPolicyFor('/embed/x', 'shop', store)).toBe(
      'frame-ancestors https://shop.example https://admin.shop.example:8443',
    )
  })

  it.each([null, '', 'nope'])('lets anyone frame /embed for the projectId %j', async (projectId) => {
    expect(await contentSecurityPolicyFor('/embed', projectId, store)).toBe('frame-ancestors *')
  })

  it.each(['latch-dev\u0000', '%00', 'a b', 'x'.repeat(65), '\ud800'])(
    'lets nobody frame /embed for the malformed projectId %j, and never looks it up',
    async (projectId) => {
      const lookup = { get: () => Promise.reject(new Error('looked up')) }
      expect(await contentSecurityPolicyFor('/embed', projectId, lookup)).toBe("frame-ancestors 'none'")
    },
  )

  it('lets nobody frame /popup, whatever the project', async () => {
    expect(await contentSecurityPolicyFor('/popup', 'latch-dev', store)).toBe("frame-ancestors 'none'")
    expect(await contentSecurityPolicyFor('/popup/callback', null, store)).toBe("frame-ancestors 'none'")
  })

  it('has no policy for other paths', async () => {
    expect(await contentSecurityPolicyFor('/embedded', 'latch-dev', store)).toBeUndefined()
    expect(await contentSecurityPolicyFor('/popups', 'latch-dev', store)).toBeUndefined()
    expect(await contentSecurityPolicyFor('/', 'latch-dev', store)).toBeUndefined()
  })
})
