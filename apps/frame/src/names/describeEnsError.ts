// ens-normalize words its errors for developers and quotes code points with bidi marks; callers of
// the API get a sentence of ours instead, keyed on the stable start of its messages.
const codePoint = (message: string) => {
  const hex = message.match(/\{([0-9A-F]+)\}$/)?.[1]
  return hex ? ` (U+${hex.padStart(4, '0')})` : ''
}
const script = (group: string) => group.replace(/^Restricted\[.*\]$/, 'a restricted script')

const rules: readonly [RegExp, (match: RegExpMatchArray, message: string) => string][] = [
  [/empty label/, () => 'empty label'],
  [/^illegal placement: leading combining mark/, () => 'it starts with a combining mark'],
  [/^illegal placement: emoji \+ combining mark/, () => 'a combining mark cannot follow an emoji'],
  [/^illegal placement: leading (.+)$/, (m) => `it cannot start with ${m[1]}`],
  [/^illegal placement: trailing (.+)$/, (m) => `it cannot end with ${m[1]}`],
  [/^illegal placement: (.+) \+ (.+)$/, (m) => `${m[2]} cannot follow ${m[1]}`],
  [/^(?:too many|duplicate|excessive) (?:combining|non-spacing) marks/, () => 'too many combining marks'],
  [/^disallowed combining mark sequence/, () => 'a combining mark that is not allowed there'],
  [/^disallowed character/, (_, message) => `invalid character${codePoint(message)}`],
  [/^disallowed (\S+) character/, (m, message) => `invalid character for ${m[1]}${codePoint(message)}`],
  [/^(\S+) does not allow/, (m, message) => `invalid character for ${m[1]}${codePoint(message)}`],
  [
    /^illegal mixture: (\S+) \+ (?:([^\s"{]+) )?/,
    (m, message) =>
      `it mixes ${script(m[1] ?? '')} with ${m[2] ? script(m[2]) : 'another script'}${codePoint(message)}, a confusable mix of scripts`,
  ],
  [
    /^whole-script confusable: (.+)\/(.+)$/,
    (m) => `written in ${m[1]}, it is confusable with a ${m[2]} name (whole-script confusable)`,
  ],
  [/^invalid label extension/, () => "the third and fourth characters cannot both be '-'"],
  [/^underscore allowed only at start/, () => "'_' is allowed only at the start"],
]

/** Our wording of an ENSIP-15 refusal, from the message ens-normalize throws. */
export function describeEnsError(message: string): string {
  for (const [pattern, describe] of rules) {
    const match = message.match(pattern)
    if (match) return describe(match, message)
  }
  return 'not a valid name under ENSIP-15'
}
