import { describe, expect, it } from 'vitest'
import { RateLimitedError } from '../rateLimit/RateLimitedError'
import { siwxNonceRoute } from '../siwx/siwxNonceRoute'
import { apiRequest } from '../testing/apiRequest'
import { handleApiRequest } from './handleApiRequest'
import type { ServerServices } from './ServerServices'
import { transientErrorResponse } from './transientErrorResponse'

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

describe('transientErrorResponse', () => {
  it('answers a rate limit 429 with Retry-After and the seconds in the body', async () => {
    const response = transientErrorResponse(new RateLimitedError(12), { 'Access-Control-Allow-Origin': 'x' })
    expect(response?.status).toBe(429)
    expect(response?.headers.get('retry-after')).toBe('12')
    expect(response?.headers.get('access-control-allow-origin')).toBe('x')
    expect(await response?.json()).toEqual({
      error: 'Please try again after 12 seconds',
      retryAfterSeconds: 12,
    })
  })

  it('answers an unreachable database 503 with Retry-After, and nothing of the driver error', async () => {
    const response = transientErrorResponse(refused)
    expect(response?.status).toBe(503)
    expect(response?.headers.get('retry-after')).toBe('2')
    expect(response?.headers.get('cache-control')).toBe('no-store')
    expect(await response?.json()).toEqual({ error: 'Service temporarily unavailable' })
  })

  it('leaves other errors to the caller', () => {
    expect(transientErrorResponse(new Error('bug'))).toBeUndefined()
  })

  it('is what handleApiRequest answers when the database is unreachable, with CORS', async () => {
    const services = {
      projects: { get: () => Promise.reject(refused) },
    } as unknown as ServerServices
    const response = await handleApiRequest(
      apiRequest('/api/siwx/nonce', { method: 'POST', body: { projectId: 'latch-dev' } }),
      siwxNonceRoute,
      { services },
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('2')
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })
})
