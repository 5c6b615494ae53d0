import { cssColorKeywords } from './cssColorKeywords'

/**
 * The values come from the host page and end up in the modal's styles, so each kind has a whitelist
 * shape; this list of what can break out of a declaration is checked first, whatever the shape.
 */
const unsafe = /[;{}\\<\p{Cc}]|url\(|expression|\/\*/iu

// Plain checks rather than zod schemas: the modal's styles are computed before Connect paints, when
// nothing else needs zod. Each returns the value to use, or undefined for one it refuses.
const safeString = (maxLength: number, shape: (value: string) => boolean) => (value: unknown) =>
  typeof value === 'string' && value.length <= maxLength && !unsafe.test(value) && shape(value)
    ? value
    : undefined

const number = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:%|deg)?`
const separator = String.raw`(?:\s*[,/]\s*|\s+)`
const colorFunction = new RegExp(
  String.raw`^(?:rgba?|hsla?)\(\s*${number}(?:${separator}${number}){2,3}\s*\)$`,
  'i',
)
const hexColor = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** #hex, rgb()/rgba()/hsl()/hsla() over plain numbers, or a CSS colour keyword. */
export const safeCssColor = safeString(
  100,
  (value) => hexColor.test(value) || colorFunction.test(value) || cssColorKeywords.has(value.toLowerCase()),
)

/** A non-negative number with a px, rem or em unit. */
export const safeCssLength = safeString(20, (value) => /^(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em)$/.test(value))

// Each family is a quoted name or words of letters, digits and hyphens; no part can overlap another,
// which keeps the match linear.
const word = String.raw`[\p{L}\p{N}-]+`
const family = String.raw`\s*(?:"[\p{L}\p{N} '-]*"|'[\p{L}\p{N} -]*'|${word}(?: ${word})*)\s*`
const fontFamilyList = new RegExp(`^${family}(?:,${family})*$`, 'u')

/** A comma-separated list of font families. */
export const safeFontFamily = safeString(200, (value) => fontFamilyList.test(value))

const int32 = (value: number) =>
  Number.isSafeInteger(value) && value >= -(2 ** 31) && value < 2 ** 31 ? value : undefined

/** An integer, as a number or as a string of digits. */
export function safeZIndex(value: unknown): number | undefined {
  if (typeof value === 'number') return int32(value)
  return typeof value === 'string' && /^[+-]?\d{1,10}$/.test(value) ? int32(Number(value)) : undefined
}

const percentage = (value: number) => (value >= 0 && value <= 100 ? value : undefined)

/** A percentage from 0 to 100, as a number or as a string with an optional % sign. */
export function safePercentage(value: unknown): number | undefined {
  if (typeof value === 'number') return percentage(value)
  return typeof value === 'string' && /^\d{1,3}(?:\.\d{1,4})?%?$/.test(value)
    ? percentage(Number.parseFloat(value))
    : undefined
}
