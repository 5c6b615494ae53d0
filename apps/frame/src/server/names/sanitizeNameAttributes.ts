import {
  attributeKeyPattern,
  cleanText,
  maxAttributes,
  maxTextLength,
  urlAttributes,
} from './internal/attributeRules'

/**
 * A name's stored attributes as the profile endpoints may answer them, whenever they were stored:
 * a URL attribute that breaks the rules is left out (there is no caller to refuse), text is cleaned
 * and cut to its length, keys that are not attribute keys and values that are not strings are left
 * out, and at most 20 are kept.
 *
 * @example
 * sanitizeNameAttributes({ url: 'javascript:alert(1)', description: '<b>hi</b>' }) // { description: 'bhi/b' }
 */
export function sanitizeNameAttributes(stored: unknown): Record<string, string> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {}
  const answer = new Map<string, string>()
  for (const [key, value] of Object.entries(stored)) {
    if (answer.size >= maxAttributes) break
    if (typeof value !== 'string' || !attributeKeyPattern.test(key)) continue
    const rule = urlAttributes.get(key)
    if (rule) {
      if (value.length <= rule.maxLength && rule.accepts(value)) answer.set(key, value)
      continue
    }
    const text = cleanText(value).slice(0, maxTextLength(key))
    if (text) answer.set(key, text)
  }
  return Object.fromEntries(answer)
}
