import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { admitProjectRequest } from './admitProjectRequest'

let services: TestServices
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.close())

describe('admitProjectRequest', () => {
  it("admits a caller on the project's allow-list and counts its SDK for the project", async () => {
    const record = vi.fn()
    const request = apiRequest('/api/v1/x', { headers: { 'x-sdk-type': 'latch', 'x-sdk-version': '0.1.0' } })
    const admitted = await admitProjectRequest(request, 'latch-dev', {
      projects: services.projects,
      sdkUsage: { ...services.sdkUsage, record },
    })
    expect(admitted).toMatchObject({ project: { projectId: 'latch-dev' }, origin: 'http://localhost:5173' })
    expect(record).toHaveBeenCalledWith('latch-dev', 'latch', '0.1.0')
  })

  it('refuses a missing or malformed projectId and a foreign origin, and counts none of them', async () => {
    const record = vi.fn()
    const admit = (projectId: unknown, origin?: string) =>
      admitProjectRequest(apiRequest('/api/v1/x', origin ? { origin } : {}), projectId, {
        projects: services.projects,
        sdkUsage: { ...services.sdkUsage, record },
      })
    await expect(admit(null)).rejects.toMatchObject({ status: 400, message: 'Project ID Not Configured' })
    await expect(admit('no such id!')).rejects.toMatchObject({ status: 400, parameter: 'projectId' })
    await expect(admit('latch-dev', 'https://evil.example')).rejects.toMatchObject({
      status: 403,
      message: 'Invalid App Configuration',
    })
    expect(record).not.toHaveBeenCalled()
  })
})
