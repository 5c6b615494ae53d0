import type { NameRefusal, NameScript } from './NameRefusal'

// ens-normalize words its errors for developers and quotes code points with bidi marks; we keep
// what they name as data, keyed on the stable start of its messages, and say it in our own words.
const codePoint = (message: string) => {
  const hex = message.match(/\{([0-9A-F]+)\}$/)?.[1]
  return hex ? { codePoint: hex.padStart(4, '0') } : {}
}
const script = (group: string): NameScript =>
  /^Restricted\[.*\]$/.test(group) ? { kind: 'restricted' } : { kind: 'named', name: group }

const rules: readonly [RegExp, (match: RegExpMatchArray, message: string) => NameRefusal][] = [
  [/empty label/, () => ({ code: 'emptyLabel' })],
  [/^illegal placement: leading combining mark/, () => ({ code: 'leadingMark' })],
  [/^illegal placement: emoji \+ combining mark/, () => ({ code: 'emojiMark' })],
  [/^illegal placement: leading (.+)$/, (m) => ({ code: 'cannotStart', character: m[1] ?? '' })],
  [/^illegal placement: trailing (.+)$/, (m) => ({ code: 'cannotEnd', character: m[1] ?? '' })],
  [
    /^illegal placement: (.+) \+ (.+)$/,
    (m) => ({ code: 'cannotFollow', character: m[2] ?? '', previous: m[1] ?? '' }),
  ],
  [/^(?:too many|duplicate|excessive) (?:combining|non-spacing) marks/, () => ({ code: 'tooManyMarks' })],
  [/^disallowed combining mark sequence/, () => ({ code: 'markSequence' })],
  [/^disallowed character/, (_, message) => ({ code: 'invalidCharacter', ...codePoint(message) })],
  [
    /^disallowed (\S+) character/,
    (m, message) => ({ code: 'invalidCharacter', script: m[1], ...codePoint(message) }),
  ],
  [
    /^(\S+) does not allow/,
    (m, message) => ({ code: 'invalidCharacter', script: m[1], ...codePoint(message) }),
  ],
  [
    /^illegal mixture: (\S+) \+ (?:([^\s"{]+) )?/,
    (m, message) => ({
      code: 'mixedScripts',
      first: script(m[1] ?? ''),
      ...(m[2] ? { second: script(m[2]) } : {}),
      ...codePoint(message),
    }),
  ],
  [
    /^whole-script confusable: (.+)\/(.+)$/,
    (m) => ({ code: 'wholeScript', script: m[1] ?? '', other: m[2] ?? '' }),
  ],
  [/^invalid label extension/, () => ({ code: 'labelExtension' })],
  [/^underscore allowed only at start/, () => ({ code: 'underscore' })],
]

/** What an ENSIP-15 refusal says, from the message ens-normalize throws. */
export function describeEnsError(message: string): NameRefusal {
  for (const [pattern, describe] of rules) {
    const match = message.match(pattern)
    if (match) return describe(match, message)
  }
  return { code: 'notValid' }
}
