import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { messageToText } from './messageToText.mjs'

describe('messageToText', () => {
  it('decodes printable UTF-8, line breaks included', () => {
    expect(messageToText(stringToHex('Hello\nfrom Zürich ✓'))).toBe('Hello\nfrom Zürich ✓')
  })

  it('keeps bytes that are not valid UTF-8 as hex', () => {
    expect(messageToText('0xff00fe')).toBe('0xff00fe')
  })

  it('keeps valid UTF-8 with control characters as hex', () => {
    expect(messageToText('0x410042')).toBe('0x410042')
  })

  it('shows a message sent as plain text as it is', () => {
    expect(messageToText('Sign in to example.com')).toBe('Sign in to example.com')
  })
})
