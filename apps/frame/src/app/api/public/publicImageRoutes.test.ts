import { describe, expect, it } from 'vitest'
import { GET as getAssetImage } from './getAssetImage/[id]/route'
import { GET as getCurrencyImage } from './getCurrencyImage/[id]/route'
import { GET as getTokenImage } from './getTokenImage/[id]/route'

const routes = [
  { path: 'getAssetImage', GET: getAssetImage, known: ['WALLET_CONNECT', 'eip155-31337'] },
  { path: 'getCurrencyImage', GET: getCurrencyImage, known: ['usd', 'EUR'] },
  { path: 'getTokenImage', GET: getTokenImage, known: ['USDL', 'weth'] },
]

describe.each(routes)('GET /api/public/$path/[id]', ({ path, GET, known }) => {
  function get(id: string): Promise<Response> {
    return GET(new Request(`http://127.0.0.1:3000/api/public/${path}/${id}`), {
      params: Promise.resolve({ id }),
    })
  }

  it('serves a generated SVG for a known id, cached as immutable', async () => {
    for (const id of known) {
      const response = await get(id)
      expect(response.headers.get('Content-Type'), id).toBe('image/svg+xml')
      expect(response.headers.get('Cache-Control'), id).toBe('public, max-age=31536000, immutable')
    }
  })

  it('serves the placeholder for an unknown id or a traversal attempt', async () => {
    for (const id of ['unknown', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await get(id)
      expect(response.status, id).toBe(200)
      expect(response.headers.get('Cache-Control'), id).toBe('public, max-age=3600')
    }
  })
})
