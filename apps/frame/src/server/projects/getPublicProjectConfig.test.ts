import { describe, expect, it } from 'vitest'
import { getPublicProjectConfig } from './getPublicProjectConfig'
import { devProject, shopProject, storeOf } from './internal/testProjects'

const store = storeOf(devProject, shopProject)

describe('getPublicProjectConfig', () => {
  it('gives an allowed origin the public config, without the allow-list', async () => {
    expect(await getPublicProjectConfig('shop', 'https://shop.example', store)).toEqual({
      status: 200,
      body: {
        projectId: 'shop',
        name: 'Shop',
        networks: ['eip155:1'],
        features: { analytics: false },
        sponsorGas: false,
      },
    })
  })

  it("says whether the project sponsors its smart accounts' gas", async () => {
    expect(await getPublicProjectConfig('latch-dev', 'http://localhost:5173', store)).toMatchObject({
      status: 200,
      body: { projectId: 'latch-dev', sponsorGas: true },
    })
  })

  it('refuses an origin off the allow-list with 403 and the reason', async () => {
    expect(await getPublicProjectConfig('shop', 'https://evil.example', store)).toEqual({
      status: 403,
      body: { error: 'Invalid App Configuration', reason: 'origin not on allow-list' },
    })
  })

  it('refuses a call without Origin with 403', async () => {
    expect(await getPublicProjectConfig('latch-dev', null, store)).toMatchObject({ status: 403 })
  })

  it('refuses a malformed projectId with 400 naming it, before any lookup', async () => {
    const lookup = { get: () => Promise.reject(new Error('looked up')) }
    for (const projectId of ['latch-dev\u0000', '%00', '\ud800'])
      expect(await getPublicProjectConfig(projectId, 'http://localhost:5173', lookup)).toEqual({
        status: 400,
        body: {
          error: `Invalid parameter 'projectId': Expected 1 to 64 letters, digits, "-" or "_"`,
          reason: 'malformed projectId',
          parameter: 'projectId',
        },
      })
  })

  it('refuses an unknown project with 404 and the reason', async () => {
    expect(await getPublicProjectConfig('nope', 'https://shop.example', store)).toEqual({
      status: 404,
      body: { error: 'Invalid App Configuration', reason: 'invalid project id' },
    })
  })
})
