import { describe, expect, it } from 'vitest'
import { checkOrigin } from './checkOrigin'
import { devProject, shopProject } from './internal/testProjects'

describe('checkOrigin', () => {
  it('allows an origin on the allow-list', () => {
    expect(checkOrigin(devProject, 'http://localhost:5173')).toEqual({ ok: true, project: devProject })
    expect(checkOrigin(shopProject, 'https://admin.shop.example:8443')).toEqual({
      ok: true,
      project: shopProject,
    })
  })

  it.each(['http://localhost.evil.com', 'https://localhost:5173', 'http://127.0.0.1:5173', 'null'])(
    'refuses %j with 403',
    (origin) => {
      expect(checkOrigin(devProject, origin)).toEqual({
        ok: false,
        status: 403,
        error: 'Invalid App Configuration',
        reason: 'origin not on allow-list',
      })
    },
  )

  it('refuses a request without Origin with 403', () => {
    expect(checkOrigin(devProject, null)).toMatchObject({ ok: false, status: 403 })
  })

  it('refuses every origin when the allow-list is empty', () => {
    expect(checkOrigin({ ...devProject, allowedOrigins: [] }, 'http://localhost:5173')).toMatchObject({
      ok: false,
      status: 403,
    })
  })

  it('refuses an unknown project with 404', () => {
    expect(checkOrigin(undefined, 'http://localhost:5173')).toEqual({
      ok: false,
      status: 404,
      error: 'Invalid App Configuration',
      reason: 'invalid project id',
    })
  })
})
