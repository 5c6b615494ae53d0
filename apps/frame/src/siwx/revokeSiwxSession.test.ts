import { describe, expect, it } from 'vitest'
import { type ApiCall, type ApiClient, ApiRequestError } from '@/api/createApiClient'
import { revokeSiwxSession } from './revokeSiwxSession'

const session = { message: 'the message', signature: '0xfeed' }
const failing = (error: Error) =>
  (async () => {
    throw error
  }) as ApiClient

describe('revokeSiwxSession', () => {
  it('asks /api/siwx/revoke to revoke exactly this message and signature', async () => {
    const calls: [string, ApiCall | undefined][] = []
    const api = (async (path: string, call?: ApiCall) => {
      calls.push([path, call])
      return { revoked: true }
    }) as ApiClient
    await revokeSiwxSession(api, session)
    expect(calls).toEqual([['/api/siwx/revoke', { body: session }]])
  })

  it('counts a session the server does not hold as signed out, and rejects on other failures', async () => {
    await expect(
      revokeSiwxSession(failing(new ApiRequestError(404, 'Unknown session')), session),
    ).resolves.toBeUndefined()
    await expect(
      revokeSiwxSession(failing(new ApiRequestError(503, 'Unavailable')), session),
    ).rejects.toThrow('Unavailable')
  })
})
