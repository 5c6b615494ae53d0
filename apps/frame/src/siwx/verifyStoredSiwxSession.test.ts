import { describe, expect, it } from 'vitest'
import { type ApiCall, type ApiClient, ApiRequestError } from '@/api/createApiClient'
import type { SiwxVerification } from './SiwxVerification'
import { verifyStoredSiwxSession } from './verifyStoredSiwxSession'

const session = { message: 'the message', signature: '0xfeed' }

function answering(verification: SiwxVerification) {
  const calls: [string, ApiCall | undefined][] = []
  const api = (async (path: string, call?: ApiCall) => {
    calls.push([path, call])
    return verification
  }) as ApiClient
  return { api, calls }
}

describe('verifyStoredSiwxSession', () => {
  it('sends exactly the message and signature to /api/siwx/verify, and says whether the server holds it', async () => {
    const valid = answering({
      valid: true,
      namespace: 'eip155',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 31_337,
      caipNetworkId: 'eip155:31337',
      caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      domain: 'localhost:5173',
      issuedAt: '2030-01-01T12:00:00.000Z',
    })
    expect(await verifyStoredSiwxSession(valid.api, session)).toBe(true)
    expect(valid.calls).toEqual([['/api/siwx/verify', { body: session }]])
    for (const reason of ['revoked', 'expired', 'unknown session'] as const)
      expect(await verifyStoredSiwxSession(answering({ valid: false, reason }).api, session)).toBe(false)
  })

  it('rejects when the server cannot answer', async () => {
    const api = (async () => {
      throw new ApiRequestError(500, 'Internal error')
    }) as ApiClient
    await expect(verifyStoredSiwxSession(api, session)).rejects.toThrow('Internal error')
  })
})
