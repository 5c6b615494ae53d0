import { describe, expect, it } from 'vitest'
import { corsHeaders } from './corsHeaders'

describe('corsHeaders', () => {
  it('echoes the Origin and varies on it', () => {
    expect(corsHeaders('https://evil.example')).toMatchObject({
      'Access-Control-Allow-Origin': 'https://evil.example',
      Vary: 'Origin',
    })
  })

  it('allows no origin when the request has none', () => {
    expect(corsHeaders(null)).not.toHaveProperty('Access-Control-Allow-Origin')
    expect(corsHeaders(null)).toMatchObject({ Vary: 'Origin' })
  })

  it('lists the methods with OPTIONS and never allows credentials', () => {
    const headers = corsHeaders('https://shop.example', ['GET', 'POST'])
    expect(headers['Access-Control-Allow-Methods']).toBe('GET, POST, OPTIONS')
    expect(headers).not.toHaveProperty('Access-Control-Allow-Credentials')
  })
})
