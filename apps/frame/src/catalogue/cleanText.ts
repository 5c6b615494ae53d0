// Control characters, and the invisible and bidirectional marks that make one name pass for another.
const hiddenCharacters = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu

/**
 * Untrusted text as one short plain line: hidden characters dropped, whitespace collapsed, cut to
 * `maxLength`. It stays text (no HTML escaping): it is rendered as text, never as markup.
 */
export function cleanText(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') return ''
  return [...value.replace(/\s+/g, ' ').replace(hiddenCharacters, '').trim()]
    .slice(0, maxLength)
    .join('')
    .trim()
}
