import { z } from 'zod'
import { cssColorKeywords } from './cssColorKeywords'

/**
 * The values come from the host page and end up in the modal's styles, so each kind has a whitelist
 * shape; this list of what can break out of a declaration is checked first, whatever the shape.
 */
const unsafe = /[;{}\\<\p{Cc}]|url\(|expression|\/\*/iu

const safeString = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .refine((value) => !unsafe.test(value))

const number = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:%|deg)?`
const separator = String.raw`(?:\s*[,/]\s*|\s+)`
const colorFunction = new RegExp(
  String.raw`^(?:rgba?|hsla?)\(\s*${number}(?:${separator}${number}){2,3}\s*\)$`,
  'i',
)
const hexColor = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** #hex, rgb()/rgba()/hsl()/hsla() over plain numbers, or a CSS colour keyword. */
export const SafeCssColor = safeString(100).refine(
  (value) => hexColor.test(value) || colorFunction.test(value) || cssColorKeywords.has(value.toLowerCase()),
)

/** A non-negative number with a px, rem or em unit. */
export const SafeCssLength = safeString(20).regex(/^(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em)$/)

// Each family is a quoted name or words of letters, digits and hyphens; no part can overlap another,
// which keeps the match linear.
const word = String.raw`[\p{L}\p{N}-]+`
const family = String.raw`\s*(?:"[\p{L}\p{N} '-]*"|'[\p{L}\p{N} -]*'|${word}(?: ${word})*)\s*`
const fontFamilyList = new RegExp(`^${family}(?:,${family})*$`, 'u')

/** A comma-separated list of font families. */
export const SafeFontFamily = safeString(200).regex(fontFamilyList)

const int32 = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 31 - 1)

/** An integer, as a number or as a string of digits. */
export const SafeZIndex = z.union([
  int32,
  z
    .string()
    .regex(/^[+-]?\d{1,10}$/)
    .transform(Number)
    .pipe(int32),
])

const percentage = z.number().min(0).max(100)

/** A percentage from 0 to 100, as a number or as a string with an optional % sign. */
export const SafePercentage = z.union([
  percentage,
  z
    .string()
    .regex(/^\d{1,3}(?:\.\d{1,4})?%?$/)
    .transform((value) => Number.parseFloat(value))
    .pipe(percentage),
])
