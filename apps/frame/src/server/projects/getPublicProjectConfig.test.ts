import { describe, expect, it } from 'vitest'
import { getPublicProjectConfig } from './getPublicProjectConfig'
import { devProject, shopProject, storeOf } from './internal/testProjects'

const store = storeOf(devProject, shopProject)

describe('getPublicProjectConfig', () => {
  it('gives an allowed origin the public config, without the allow-list', async () => {
    expect(await getPublicProjectConfig('shop', 'https://shop.example', store)).toEqual({
      status: 200,
      body: { projectId: 'shop', name: 'Shop', networks: ['eip155:1'], features: { analytics: false } },
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

  it('refuses an unknown project with 404 and the reason', async () => {
    expect(await getPublicProjectConfig('nope', 'https://shop.example', store)).toEqual({
      status: 404,
      body: { error: 'Invalid App Configuration', reason: 'invalid project id' },
    })
  })
})
