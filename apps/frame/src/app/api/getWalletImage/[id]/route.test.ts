import { describe, expect, it } from 'vitest'
import { GET } from './route'

const rainbowId = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'

function get(id: string): Promise<Response> {
  // No Origin, no projectId: an <img> asks like this.
  const request = new Request(`http://127.0.0.1:3000/api/getWalletImage/${id}`)
  return GET(request, { params: Promise.resolve({ id }) })
}

describe('GET /api/getWalletImage/[id]', () => {
  it("serves a seed wallet's logo as an immutable JPEG", async () => {
    const response = await get(rainbowId)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/jpeg')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]))
  })

  it('serves the placeholder for an unknown id and for traversal attempts', async () => {
    for (const id of [
      'ab'.repeat(32),
      '..%2F..%2Fetc%2Fpasswd',
      '../../etc/passwd',
      '..%2F..%2Fpackage.json',
    ]) {
      const response = await get(id)
      expect(response.status, id).toBe(200)
      expect(response.headers.get('Content-Type'), id).toBe('image/svg+xml')
      expect(response.headers.get('Cache-Control'), id).toBe('public, max-age=3600')
      expect(await response.text(), id).not.toMatch(/root:|"name"/)
    }
  })
})
