import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { InputText, isInputText, MultilineInputText } from './InputText'

describe('InputText', () => {
  it.each(['', 'Shop', 'caf\u00e9', '\u{1f600} emoji pair', "Alice's <b>", '\u0080 C1 is not refused'])(
    'accepts %j',
    (text) => {
      expect(InputText.parse(text)).toBe(text)
    },
  )

  it.each([
    'a\u0000b',
    '\u0001',
    'tab\there',
    'line\nbreak',
    'cr\r',
    '\u001f',
    'del\u007f',
    'lone \ud800 high',
    'lone \udc00 low',
    'swapped \udc00\ud800',
    '\ud83d',
  ])('refuses %j with a message that says why', (text) => {
    const result = InputText.safeParse(text)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Expected no control characters')
  })

  it('keeps the checks chained after it', () => {
    expect(InputText.check(z.maxLength(3)).safeParse('abcd').success).toBe(false)
    expect(InputText.check(z.regex(/^\d+$/)).safeParse('12').success).toBe(true)
    expect(InputText.check(z.regex(/^\d+$/)).safeParse('1\u00002').success).toBe(false)
  })
})

describe('MultilineInputText', () => {
  it('accepts line breaks and tabs, and nothing else of the controls', () => {
    expect(MultilineInputText.parse('a\r\nb\tc\n')).toBe('a\r\nb\tc\n')
    expect(MultilineInputText.safeParse('a\nb\u0000').success).toBe(false)
    expect(MultilineInputText.safeParse('a\n\ud800').success).toBe(false)
  })
})

describe('isInputText', () => {
  it('answers as the schemas do', () => {
    expect(isInputText('ok')).toBe(true)
    expect(isInputText('a\nb')).toBe(false)
    expect(isInputText('a\nb', { multiline: true })).toBe(true)
    expect(isInputText('\u0000', { multiline: true })).toBe(false)
  })
})
