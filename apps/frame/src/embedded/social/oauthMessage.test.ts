import { describe, expect, it } from 'vitest'
import { isOauthMessage, oauthMessageFromUrl } from './oauthMessage'

const callback = 'http://127.0.0.1:3000/popup/oauth/callback'

describe('oauthMessageFromUrl', () => {
  it('reads the code and state, or the error and its state', () => {
    expect(oauthMessageFromUrl(`${callback}?code=abc&state=s1&iss=x`)).toEqual({
      type: 'latch:oauth',
      code: 'abc',
      state: 's1',
    })
    expect(oauthMessageFromUrl(`${callback}?error=access_denied&state=s1`)).toEqual({
      type: 'latch:oauth',
      error: 'access_denied',
      state: 's1',
    })
    expect(oauthMessageFromUrl(`${callback}?error=server_error`)).toEqual({
      type: 'latch:oauth',
      error: 'server_error',
    })
  })

  it('gives nothing for a URL without an answer, or a code without its state', () => {
    expect(oauthMessageFromUrl(callback)).toBeUndefined()
    expect(oauthMessageFromUrl(`${callback}?code=abc`)).toBeUndefined()
    expect(oauthMessageFromUrl(`${callback}?code=&state=s`)).toBeUndefined()
  })
})

describe('isOauthMessage', () => {
  it('accepts the two shapes the callback posts', () => {
    expect(isOauthMessage({ type: 'latch:oauth', code: 'c', state: 's' })).toBe(true)
    expect(isOauthMessage({ type: 'latch:oauth', error: 'access_denied', state: 's' })).toBe(true)
    expect(isOauthMessage({ type: 'latch:oauth', error: 'access_denied' })).toBe(true)
  })

  it('refuses anything else', () => {
    for (const data of [
      null,
      'latch:oauth',
      { type: 'other', code: 'c', state: 's' },
      { type: 'latch:oauth', code: 'c' },
      { type: 'latch:oauth', code: '', state: 's' },
      { type: 'latch:oauth', code: 'c', state: 's', error: 'x' },
      { type: 'latch:oauth', error: '' },
      { type: 'latch:oauth', error: 'x', state: 1 },
      { type: 'latch:oauth', code: 1, state: 's' },
    ])
      expect(isOauthMessage(data)).toBe(false)
  })
})
