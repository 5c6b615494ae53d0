import { describe, expect, it } from 'vitest'
import { InvalidLatchNameError } from './InvalidLatchNameError'
import { nameRefusalText } from './nameRefusalText'
import { parseLatchName } from './parseLatchName'

function refusal(input: string, options: { allowBareLabel?: boolean } = {}) {
  try {
    parseLatchName(input, options)
  } catch (error) {
    if (error instanceof InvalidLatchNameError)
      return { message: error.message, reason: nameRefusalText(error.refusal) }
    throw error
  }
  throw new Error(`${JSON.stringify(input)} was accepted`)
}

describe('parseLatchName', () => {
  it('normalises the label with ENSIP-15 and keeps the zone', () => {
    expect(parseLatchName('Alice.latch.id')).toEqual({
      label: 'alice',
      name: 'alice.latch.id',
    })
    expect(parseLatchName('ＡＢＣ.LATCH.ID')).toEqual({
      label: 'abc',
      name: 'abc.latch.id',
    })
    expect(parseLatchName('💩💩💩.latch.id').name).toBe('💩💩💩.latch.id')
    // A trailing combining mark that composes is the precomposed letter once normalised (NFC).
    expect(parseLatchName('abc\u0301.latch.id').label).toBe('ab\u0107')
  })

  it('takes a bare label only where allowed', () => {
    expect(parseLatchName('bob', { allowBareLabel: true }).name).toBe('bob.latch.id')
    expect(refusal('bob')).toEqual({
      message: "Invalid name 'bob': only names under .latch.id can be registered here",
      reason: 'only names under .latch.id can be registered here',
    })
  })

  it('refuses empty labels', () => {
    expect(refusal('').message).toBe("Invalid name '': empty label")
    expect(refusal('a..b.latch.id').message).toBe("Invalid name 'a..b.latch.id': empty label")
    expect(refusal('a..b', { allowBareLabel: true }).message).toBe("Invalid name 'a..b': empty label")
    expect(refusal('.latch.id').message).toBe("Invalid name '.latch.id': empty label")
  })

  it('refuses a leading combining mark', () => {
    expect(refusal('\u0301abc.latch.id').message).toBe(
      "Invalid name '\u0301abc.latch.id': it starts with a combining mark",
    )
  })

  it('refuses fenced characters at either end, and trailing combining marks ENSIP-15 does not allow on the letter', () => {
    expect(refusal("abc'.latch.id").message).toBe(
      "Invalid name 'abc'.latch.id': it cannot end with apostrophe",
    )
    expect(refusal("'abc.latch.id").message).toBe(
      "Invalid name ''abc.latch.id': it cannot start with apostrophe",
    )
    expect(refusal('\u{1F4A9}\u0301.latch.id').message).toMatch(/a combining mark cannot follow an emoji$/)
    expect(refusal('abc\u0303\u0304.latch.id').message).toMatch(/: it mixes Latin with Thai \(U\+0303\)/)
  })

  it('refuses invalid characters, naming the code point', () => {
    expect(refusal('a b.latch.id').message).toBe("Invalid name 'a b.latch.id': invalid character (U+0020)")
    expect(refusal('x\u200dy.latch.id').message).toMatch(/: invalid character \(U\+200D\)$/)
    expect(refusal('a_b.latch.id').message).toMatch(/: '_' is allowed only at the start$/)
    expect(refusal('ab--cd.latch.id').message).toMatch(
      /: the third and fourth characters cannot both be '-'$/,
    )
  })

  it('refuses mixed-script and whole-script confusables', () => {
    // Cyrillic р and а with Latin ypal.
    expect(refusal('\u0440\u0430ypal.latch.id').message).toBe(
      "Invalid name '\u0440\u0430ypal.latch.id': it mixes Cyrillic with Latin (U+0079), a confusable mix of scripts",
    )
    // All Cyrillic, reads as "apple".
    expect(refusal('\u0430\u0440\u0440\u04cf\u0435.latch.id').message).toMatch(
      /: written in Cyrillic, it is confusable with a Latin name \(whole-script confusable\)$/,
    )
  })

  it('takes one label under .latch.id only, of 3 to 63 characters', () => {
    expect(refusal('a.b.latch.id').message).toMatch(/: only single-label names under \.latch\.id$/)
    expect(refusal('alice.eth').message).toMatch(/: only names under \.latch\.id can be registered here$/)
    expect(refusal('ab.latch.id').message).toMatch(/: the label must be 3 to 63 characters long$/)
    expect(refusal(`${'a'.repeat(64)}.latch.id`).message).toMatch(
      /: the label must be 3 to 63 characters long$/,
    )
    expect(parseLatchName(`${'a'.repeat(63)}.latch.id`).label).toHaveLength(63)
    // The refusal quotes at most 100 characters of what it was given.
    expect(refusal(`${'a'.repeat(300)}.latch.id`).message).toBe(
      `Invalid name '${'a'.repeat(100)}': the label must be 3 to 63 characters long`,
    )
  })
})
