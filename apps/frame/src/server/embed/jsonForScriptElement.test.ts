import { describe, expect, it } from 'vitest'
import { jsonForScriptElement } from './jsonForScriptElement'

describe('jsonForScriptElement', () => {
  it('escapes what could end the script element or start markup, and reads back unchanged', () => {
    const value = {
      name: '</script><script>alert(1)</script>',
      note: 'a & b > c <!--',
      sep: '\u2028\u2029',
      n: 1,
    }
    const json = jsonForScriptElement(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(json)).toEqual(value)
  })
})
