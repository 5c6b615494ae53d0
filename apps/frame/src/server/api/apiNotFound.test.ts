import { describe, expect, it } from 'vitest'
import { apiNotFound } from './apiNotFound'

describe('apiNotFound', () => {
  it('answers a JSON 404 naming the path, readable by the page that asked, never cached', async () => {
    const response = apiNotFound(
      new Request('http://127.0.0.1:3000/api/v2/nothing', { headers: { origin: 'http://localhost:5173' } }),
    )
    expect(response.status).toBe(404)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      error: 'Not found: no API route has this path',
      parameter: 'path',
    })
  })

  it('answers a preflight with no body, so that the page then reads the 404', () => {
    const response = apiNotFound(
      new Request('http://127.0.0.1:3000/api/v2/nothing', {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173' },
      }),
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })
})
