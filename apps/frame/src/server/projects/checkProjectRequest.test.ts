import { describe, expect, it } from 'vitest'
import { checkProjectRequest } from './checkProjectRequest'
import { devProject, storeOf } from './internal/testProjects'

const store = storeOf(devProject)

describe('checkProjectRequest', () => {
  it.each([null, undefined, ''])('refuses a missing projectId (%j) with 400', async (projectId) => {
    expect(await checkProjectRequest(projectId, 'http://localhost:5173', store)).toEqual({
      ok: false,
      status: 400,
      error: 'Project ID Not Configured',
      reason: 'missing projectId',
    })
  })

  it.each(['latch-dev\u0000', 'a b', 'x'.repeat(65), '\ud800', 5, ['latch-dev'], { id: 1 }])(
    'refuses the malformed projectId %j with 400 naming it, before any lookup',
    async (projectId) => {
      const lookup = { get: () => Promise.reject(new Error('looked up')) }
      expect(await checkProjectRequest(projectId, 'http://localhost:5173', lookup)).toEqual({
        ok: false,
        status: 400,
        error: `Invalid parameter 'projectId': Expected 1 to 64 letters, digits, "-" or "_"`,
        reason: 'malformed projectId',
        parameter: 'projectId',
      })
    },
  )

  it('refuses an unknown projectId with 404', async () => {
    expect(await checkProjectRequest('nope', 'http://localhost:5173', store)).toMatchObject({
      status: 404,
      reason: 'invalid project id',
    })
  })

  it('refuses an origin off the allow-list with 403', async () => {
    expect(await checkProjectRequest('latch-dev', 'https://evil.example', store)).toMatchObject({
      status: 403,
      reason: 'origin not on allow-list',
    })
  })

  it('allows a known project from an allowed origin', async () => {
    expect(await checkProjectRequest('latch-dev', 'http://localhost:5173', store)).toEqual({
      ok: true,
      project: devProject,
    })
  })
})
