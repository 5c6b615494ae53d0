import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { analyticsConfigRoute } from './analyticsConfigRoute'

let services: TestServices
beforeAll(async () => {
  services = await createTestServices()
}, 60_000)
afterAll(() => services.close())

async function config(projectId: string, init: Parameters<typeof apiRequest>[1] = {}) {
  const response = await handleApiRequest(
    apiRequest(`/api/getAnalyticsConfig?projectId=${projectId}`, init),
    analyticsConfigRoute,
    { services },
  )
  return { status: response.status, body: await response.json() }
}

describe('GET /api/getAnalyticsConfig', () => {
  it("answers the project's analytics feature", async () => {
    expect(await config('latch-dev')).toEqual({ status: 200, body: { isAnalyticsEnabled: true } })
    expect(await config('shop', { origin: 'https://shop.example' })).toEqual({
      status: 200,
      body: { isAnalyticsEnabled: false },
    })
  })

  it('answers the frame, which names the host in x-latch-origin, as it answers that host', async () => {
    const frame = (host: string) =>
      config('latch-dev', {
        origin: null,
        headers: { 'sec-fetch-site': 'same-origin', 'x-latch-origin': host },
      })
    expect(await frame('http://localhost:5173')).toEqual({ status: 200, body: { isAnalyticsEnabled: true } })
    expect(await frame('https://evil.example')).toMatchObject({
      status: 403,
      body: { error: 'Invalid App Configuration' },
    })
  })
})
