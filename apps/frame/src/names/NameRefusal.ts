/** A script a name's characters belong to: named by ENSIP-15's tables, or one it restricts. */
export type NameScript = { kind: 'named'; name: string } | { kind: 'restricted' }

/**
 * Why a text cannot be a `.latch.id` name, as data (nameRefusalText says it in a language): the
 * zone's own rules (one label under the zone, its length) and ENSIP-15's refusals, with the
 * characters, scripts and code points they name.
 *
 * @example
 * const refusal: NameRefusal = { code: 'length', min: 3, max: 63 }
 */
export type NameRefusal =
  | { code: 'emptyLabel' }
  | { code: 'notUnderZone'; zone: string }
  | { code: 'singleLabel'; zone: string }
  | { code: 'length'; min: number; max: number }
  | { code: 'leadingMark' }
  | { code: 'emojiMark' }
  /** A character that may not start a label; `character` is its name in ENSIP-15's tables. */
  | { code: 'cannotStart'; character: string }
  | { code: 'cannotEnd'; character: string }
  | { code: 'cannotFollow'; character: string; previous: string }
  | { code: 'tooManyMarks' }
  | { code: 'markSequence' }
  /** A character no name may hold, or (with `script`) none of that script's names. */
  | { code: 'invalidCharacter'; script?: string | undefined; codePoint?: string | undefined }
  | {
      code: 'mixedScripts'
      first: NameScript
      second?: NameScript | undefined
      codePoint?: string | undefined
    }
  | { code: 'wholeScript'; script: string; other: string }
  | { code: 'labelExtension' }
  | { code: 'underscore' }
  | { code: 'notValid' }
