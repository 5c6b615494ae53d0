import * as z from '../z'

// A control character (C0 or DEL) or half of a surrogate pair with no other half: neither has a
// place in text a stranger sends, and both break what stores text (Postgres refuses NUL, a lone
// surrogate is not UTF-8). Written on UTF-16 code units, hence no `u` flag.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const oneLine = /^(?:[^\u0000-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/
// The same, with tab, line feed and carriage return let through.
const lines =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  /^(?:[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/

const noControlCharacters = 'Expected no control characters'

/**
 * A string from outside (a query or path parameter, a field of a JSON body) on one line: no control
 * characters (U+0000 to U+001F, U+007F) and no lone surrogates. The base of every string input, in
 * place of a bare `z.string()`; chain `.max()`, `.regex()` and the rest on it.
 *
 * @example
 * InputText.max(100).parse('Shop') // 'Shop'
 * InputText.safeParse('a\u0000b').success // false
 */
export const InputText = z.string().check(z.regex(oneLine, noControlCharacters))
export type InputText = z.infer<typeof InputText>

/**
 * InputText that may also hold line breaks and tabs, for the texts that are several lines by nature
 * (a sign-in message).
 *
 * @example
 * MultilineInputText.parse('localhost wants you to sign in\n\nURI: http://localhost') // as given
 */
export const MultilineInputText = z.string().check(z.regex(lines, noControlCharacters))
export type MultilineInputText = z.infer<typeof MultilineInputText>

/**
 * Whether `text` would pass InputText (`multiline`: MultilineInputText), for the places that check
 * text outside a schema (keys and strings deep in free-form JSON).
 *
 * @example
 * isInputText('a\u0000b') // false
 */
export function isInputText(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? MultilineInputText : InputText).safeParse(text).success
}
