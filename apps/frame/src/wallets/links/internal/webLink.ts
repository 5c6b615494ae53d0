import { sanitizeLink } from '@/catalogue/sanitizeLink'

/**
 * `value` as an http(s) href, or undefined for anything else (another scheme, a relative link,
 * a link with credentials that shows one host and opens another, surrounding whitespace).
 */
export function webLink(value: string | null | undefined): string | undefined {
  if (!value || value !== value.trim()) return undefined
  return sanitizeLink(value) ?? undefined
}
