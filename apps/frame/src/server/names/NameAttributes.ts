import { InputText } from '@latch/protocol'
import { z } from 'zod'
import {
  attributeKeyPattern,
  cleanText,
  maxAttributes,
  maxTextLength,
  urlAttributes,
} from './internal/attributeRules'

/**
 * The attributes a registrant signs with a name: at most 20, keyed by ENS-style keys. A URL attribute
 * (`url`: http(s); `avatar`: http(s), ipfs, or a data:image URL of a raster type) is refused, naming
 * it, when it breaks its rule, since rewriting a URL would change where it leads; any other attribute
 * is text, cleaned of markup characters (see cleanText), and refused when longer than its limit
 * (500 characters for `description`, 256 for the rest).
 *
 * @example
 * NameAttributes.parse({ avatar: 'ipfs://bafy/a.png', description: 'Hi <b>' }) // { avatar: 'ipfs://bafy/a.png', description: 'Hi b' }
 * NameAttributes.safeParse({ url: 'javascript:alert(1)' }).success // false, at path ['url']
 */
export const NameAttributes = z
  .record(
    InputText.check(
      z.regex(attributeKeyPattern, 'Expected keys of 1 to 64 letters, digits, "_", "." or "-"'),
    ),
    InputText.check(z.maxLength(8192)),
  )
  .refine(
    (attributes) => Object.keys(attributes).length <= maxAttributes,
    `Expected at most ${maxAttributes} attributes`,
  )
  .transform((attributes, context) => {
    const clean = new Map<string, string>()
    for (const [key, value] of Object.entries(attributes)) {
      const rule = urlAttributes.get(key)
      const text = rule ? value : cleanText(value)
      const maxLength = rule ? rule.maxLength : maxTextLength(key)
      if (text.length > maxLength)
        context.addIssue({ code: 'custom', path: [key], message: `Expected at most ${maxLength} characters` })
      else if (rule && !rule.accepts(value))
        context.addIssue({ code: 'custom', path: [key], message: rule.expected })
      else if (text) clean.set(key, text)
    }
    return Object.fromEntries(clean)
  })
export type NameAttributes = z.infer<typeof NameAttributes>
