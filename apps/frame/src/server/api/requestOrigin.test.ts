import { describe, expect, it } from 'vitest'
import { requestOrigin } from './requestOrigin'

const url = 'http://127.0.0.1:3000/api/v1/supported-chains?projectId=latch-dev'

describe('requestOrigin', () => {
  it("is a cross-origin caller's Origin, whatever x-latch-origin claims", () => {
    const request = new Request(url, {
      headers: { origin: 'https://evil.example', 'x-latch-origin': 'http://localhost:5173' },
    })
    expect(requestOrigin(request)).toBe('https://evil.example')
  })

  it('is the host the frame names when the frame calls its own server', () => {
    expect(
      requestOrigin(
        new Request(url, {
          headers: { 'sec-fetch-site': 'same-origin', 'x-latch-origin': 'http://localhost:5173' },
        }),
      ),
    ).toBe('http://localhost:5173')
    expect(
      requestOrigin(
        new Request(url, {
          headers: { origin: 'http://127.0.0.1:3000', 'x-latch-origin': 'http://localhost:5173' },
        }),
      ),
    ).toBe('http://localhost:5173')
  })

  it('is nothing for a same-origin call that names no host, or a request with no Origin', () => {
    expect(requestOrigin(new Request(url, { headers: { 'sec-fetch-site': 'same-origin' } }))).toBeNull()
    expect(requestOrigin(new Request(url))).toBeNull()
  })
})
