import { describe, expect, it, vi } from 'vitest'
import { findTokenImage } from './findTokenImage'
import { imageRoute } from './imageRoute'

const request = new Request('http://127.0.0.1:3000/api/public/getTokenImage/x')
const get = (route: ReturnType<typeof imageRoute>, id: string) =>
  route.handle(request, { params: Promise.resolve({ id }) })
const tokens = imageRoute(findTokenImage)

describe('imageRoute', () => {
  it('answers a known id with the image, cached a year as immutable, public and locked down', async () => {
    const response = await get(tokens, 'USDL')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
    expect(await response.text()).toContain('<svg')
  })

  it('answers an unknown or malformed id with the same placeholder, cached an hour, the id nowhere in it', async () => {
    const placeholder = await (await get(tokens, 'NOPE')).text()
    for (const id of [
      'NOPE',
      '..%2F..%2Fetc%2Fpasswd',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      'a'.repeat(200),
    ]) {
      const response = await get(tokens, id)
      expect(response.status, id).toBe(200)
      expect(response.headers.get('Content-Type'), id).toBe('image/svg+xml')
      expect(response.headers.get('Cache-Control'), id).toBe('public, max-age=3600')
      expect(await response.text(), id).toBe(placeholder)
    }
    expect(placeholder).not.toContain('NOPE')
  })

  it('does not look up an id that could be a path', async () => {
    const find = vi.fn(() => undefined)
    await get(imageRoute(find), '../../etc/passwd')
    await get(imageRoute(find), 'a.b')
    expect(find).not.toHaveBeenCalled()
  })

  it('answers the placeholder, uncached, when the lookup fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await get(
      imageRoute(() => Promise.reject(new Error('disk gone'))),
      'abc',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({
      level: 'error',
      area: 'images',
      msg: 'lookup failed',
      requestId: expect.any(String),
      error: { message: 'disk gone' },
    })
    error.mockRestore()
  })

  it('answers a CORS preflight for any origin', () => {
    const response = tokens.preflight()
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(response.headers.get('Access-Control-Allow-Methods')).toBe('GET, OPTIONS')
  })
})
