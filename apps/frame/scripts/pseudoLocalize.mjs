// The pseudo-locale `en-XA` (docs/languages.md#the-pseudo-locale): English with every letter accented,
// every vowel doubled and the message in brackets. It reads as English, runs about 40 % longer, as
// German and Finnish do, and shows at a glance text that no catalogue gives (no accents) and text
// that is cut (no closing bracket). Placeholders, plurals and their `#` stay as they are.
import { parse } from '@messageformat/parser'

const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const accented = [...'áƀçđéƒĝĥíĵķłɱñóþǫŕšţúṽŵẋýžÅƁÇĐÉƑĜĤÍĴĶĽṀÑÓÞǪŔŠŢÚṼŴẊÝŽ']
const vowels = new Set('aeiouyAEIOUY')

/** The accented letters the pseudo-locale writes, so a check can tell its text from any other. */
export const pseudoLetters = /[áƀçđéƒĝĥíĵķłɱñóþǫŕšţúṽŵẋýžÅƁÇĐÉƑĜĤÍĴĶĽṀÑÓÞǪŔŠŢÚṼŴẊÝŽ]/

/** Plain text in the pseudo-locale: 'Connect' → 'Çóññééçţ'. */
export function pseudoText(text) {
  let out = ''
  for (const char of text) {
    const index = plain.indexOf(char)
    const letter = index === -1 ? char : accented[index]
    out += vowels.has(char) ? letter + letter : letter
  }
  return out
}

/** An English ICU message in the pseudo-locale: 'Send {amount}' → '[Šééñđ {amount}]'. */
export function pseudoMessage(message) {
  return `[${serializeMessage(parse(message, { strict: false }), pseudoText)}]`
}

/**
 * Writes parsed tokens back as an ICU message, passing each run of text through `text`; a `{`, `}`
 * or apostrophe in the text (and `#` inside a plural) is quoted so it stays text.
 */
export function serializeMessage(tokens, text = (value) => value, inPlural = false) {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return quote(text(token.value), inPlural)
        case 'octothorpe':
          return '#'
        case 'argument':
          return `{${token.arg}}`
        case 'function':
          return `{${token.arg}, ${token.key}${token.param ? `, ${serializeMessage(token.param)}` : ''}}`
        default: {
          const counted = token.type !== 'select'
          const offset = token.pluralOffset ? `offset:${token.pluralOffset} ` : ''
          const cases = token.cases.map(
            ({ key, tokens: inner }) => `${key} {${serializeMessage(inner, text, counted || inPlural)}}`,
          )
          return `{${token.arg}, ${token.type}, ${offset}${cases.join(' ')}}`
        }
      }
    })
    .join('')
}

function quote(value, inPlural) {
  return value.replace(inPlural ? /['{}#]/g : /['{}]/g, (char) => (char === "'" ? "''" : `'${char}'`))
}

/** A catalogue of rooms in the pseudo-locale, made from English's. */
export function pseudoCatalogue(english) {
  return Object.fromEntries(
    Object.entries(english).map(([room, messages]) => [
      room,
      Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message)])),
    ]),
  )
}
