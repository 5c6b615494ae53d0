import { describe, expect, it } from 'vitest'
import { errorMessage } from './errorMessage'

describe('errorMessage', () => {
  it('reads the message of errors and of error-like objects', () => {
    expect(errorMessage(new Error('broken'))).toBe('broken')
    expect(errorMessage({ code: 4001, message: 'User rejected the request.' })).toBe(
      'User rejected the request.',
    )
  })

  it('turns anything else into text', () => {
    expect(errorMessage('plain')).toBe('plain')
    expect(errorMessage(42)).toBe('42')
  })
})
