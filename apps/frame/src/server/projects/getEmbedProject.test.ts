import { describe, expect, it } from 'vitest'
import { getEmbedProject } from './getEmbedProject'
import { devProject, shopProject, storeOf } from './internal/testProjects'

const store = storeOf(devProject, shopProject)

describe('getEmbedProject', () => {
  it('gives the project and its allowed origin patterns', async () => {
    expect(await getEmbedProject('latch-dev', store)).toEqual({
      kind: 'ok',
      project: devProject,
      allowedOriginPatterns: ['http://localhost:*'],
    })
  })

  it('takes the first of repeated projectId params, as the proxy does', async () => {
    expect(await getEmbedProject(['shop', 'latch-dev'], store)).toMatchObject({
      kind: 'ok',
      project: shopProject,
    })
  })

  it.each(['latch-dev\u0000', ['\ud800'], 'a b'])(
    'calls a malformed projectId (%j) invalid without looking it up',
    async (projectId) => {
      const lookup = { get: () => Promise.reject(new Error('looked up')) }
      expect(await getEmbedProject(projectId, lookup)).toMatchObject({
        kind: 'error',
        title: 'Invalid App Configuration',
      })
    },
  )

  it.each([undefined, '', []])('asks for a projectId when it is missing (%j)', async (projectId) => {
    expect(await getEmbedProject(projectId, store)).toEqual({
      kind: 'error',
      title: 'Project ID Not Configured',
      message: 'Pass a projectId to createLatch().',
    })
  })

  it('says the projectId is invalid when it is unknown', async () => {
    expect(await getEmbedProject('nope', store)).toEqual({
      kind: 'error',
      title: 'Invalid App Configuration',
      message: 'The project ID is invalid. Check the projectId you passed to Latch.',
    })
  })
})
