import { describe, expect, it } from 'vitest'
import type { ApiCall } from '@/api/createApiClient'
import { createEmbeddedApi } from './createEmbeddedApi'

describe('createEmbeddedApi', () => {
  it("names the visitor's language in each call's query, for the mails the server writes", async () => {
    const calls: { path: string; call: ApiCall | undefined }[] = []
    const api = async <T>(path: string, call?: ApiCall) => {
      calls.push({ path, call })
      return { action: 'VERIFY_OTP', challengeId: 'c'.repeat(22) } as T
    }
    await createEmbeddedApi(api, () => 'de').emailStart({ email: 'a@b.c', deviceId: 'd'.repeat(22) })
    expect(calls[0]?.call).toMatchObject({ body: { email: 'a@b.c' }, query: { locale: 'de' } })
    await createEmbeddedApi(api).emailStart({ email: 'a@b.c', deviceId: 'd'.repeat(22) })
    expect(calls[1]?.call).not.toHaveProperty('query')
  })
})
