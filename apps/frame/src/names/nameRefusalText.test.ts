import { describe, expect, it } from 'vitest'
import de from '@/i18n/compiled/de'
import type english from '@/i18n/compiled/en/names'
import type { NameRefusal } from './NameRefusal'
import { nameRefusalText } from './nameRefusalText'

// Each refusal with the English the name rules answered before they kept it as data: the API's
// answers stay word for word.
const refusals: [NameRefusal, string][] = [
  [{ code: 'emptyLabel' }, 'empty label'],
  [{ code: 'notUnderZone', zone: 'latch.id' }, 'only names under .latch.id can be registered here'],
  [{ code: 'singleLabel', zone: 'latch.id' }, 'only single-label names under .latch.id'],
  [{ code: 'length', min: 3, max: 63 }, 'the label must be 3 to 63 characters long'],
  [{ code: 'leadingMark' }, 'it starts with a combining mark'],
  [{ code: 'emojiMark' }, 'a combining mark cannot follow an emoji'],
  [{ code: 'cannotStart', character: 'apostrophe' }, 'it cannot start with apostrophe'],
  [{ code: 'cannotEnd', character: 'apostrophe' }, 'it cannot end with apostrophe'],
  [{ code: 'cannotFollow', character: 'hyphen', previous: 'apostrophe' }, 'hyphen cannot follow apostrophe'],
  [{ code: 'tooManyMarks' }, 'too many combining marks'],
  [{ code: 'markSequence' }, 'a combining mark that is not allowed there'],
  [{ code: 'invalidCharacter' }, 'invalid character'],
  [{ code: 'invalidCharacter', codePoint: '0020' }, 'invalid character (U+0020)'],
  [{ code: 'invalidCharacter', script: 'Greek' }, 'invalid character for Greek'],
  [{ code: 'invalidCharacter', script: 'Greek', codePoint: '0078' }, 'invalid character for Greek (U+0078)'],
  [
    {
      code: 'mixedScripts',
      first: { kind: 'named', name: 'Cyrillic' },
      second: { kind: 'named', name: 'Latin' },
      codePoint: '0079',
    },
    'it mixes Cyrillic with Latin (U+0079), a confusable mix of scripts',
  ],
  [
    { code: 'mixedScripts', first: { kind: 'restricted' } },
    'it mixes a restricted script with another script, a confusable mix of scripts',
  ],
  [
    { code: 'wholeScript', script: 'Cyrillic', other: 'Latin' },
    'written in Cyrillic, it is confusable with a Latin name (whole-script confusable)',
  ],
  [{ code: 'labelExtension' }, "the third and fourth characters cannot both be '-'"],
  [{ code: 'underscore' }, "'_' is allowed only at the start"],
  [{ code: 'notValid' }, 'not a valid name under ENSIP-15'],
]

describe('nameRefusalText', () => {
  it.each(refusals)('says %o in English as the API always has', (refusal, text) => {
    expect(nameRefusalText(refusal)).toBe(text)
  })

  it('says each refusal in the visitor’s language, with the name as typed', () => {
    const german = de.names as (typeof english)['names']
    expect(nameRefusalText({ code: 'length', min: 3, max: 63 }, german)).toBe(
      'das Label muss 3 bis 63 Zeichen lang sein',
    )
    expect(german.invalidName({ name: 'a_b', reason: nameRefusalText({ code: 'underscore' }, german) })).toBe(
      'Ungültiger Name „a_b“: „_“ ist nur am Anfang erlaubt',
    )
    for (const [refusal] of refusals)
      expect(nameRefusalText(refusal, german)).not.toBe(nameRefusalText(refusal))
  })
})
