import type { Catalogue, MessageFunction } from './Catalogue'

const marker = '\u0000'

/**
 * A reader of one room's English texts (`english`, the room's English messages): given a text the
 * frame or its server wrote in English, it answers the same message in the visitor's language (`t`,
 * the room in that language), with the values the English carried; any other text as it is. A
 * message with values ("No address found for {name}") is matched as a pattern; one whose only value
 * is a number it formats (a plural) by the numbers the text holds.
 *
 * @example
 * const serverErrorText = knownTextOf(english.serverErrors)
 * serverErrorText('Invalid code', de.serverErrors) // 'Ungültiger Code'
 */
export function knownTextOf<Room extends Catalogue[string]>(
  english: Room,
): (text: string, t: Room) => string {
  // The tables are made with the first text read, not when a module makes its reader: making them
  // formats the room's plurals, and a page's first number format costs milliseconds that the way to
  // Connect should not pay (docs/embed-client.md#on-the-way-to-ready).
  let tables: ReturnType<typeof tablesOf> | undefined
  return (text, t) => {
    tables ??= tablesOf(english)
    const { fixed, patterns, counted } = tables
    const key = fixed.get(text)
    if (key) return (t[key] as MessageFunction)()
    for (const { key, pattern } of patterns) {
      const values = pattern.exec(text)?.groups
      if (values) return (t[key] as MessageFunction)(values)
    }
    for (const number of text.match(/\d+/g) ?? []) {
      const count = Number(number)
      if (!Number.isSafeInteger(count)) continue
      for (const key of counted)
        if ((english[key] as MessageFunction)({ count }) === text)
          return (t[key] as MessageFunction)({ count })
    }
    return text
  }
}

/** The English texts of a room by kind: fixed ones, ones with values as patterns, plurals. */
function tablesOf(english: Catalogue[string]) {
  const fixed = new Map<string, string>()
  const patterns: { key: string; pattern: RegExp }[] = []
  const counted: string[] = []
  for (const [key, message] of Object.entries(english) as [string, MessageFunction][]) {
    if (message.length === 0) {
      fixed.set(message(), key)
      continue
    }
    // Each value as a marker with its name, so that the English shows where each one stands; a
    // plural formats its value, which leaves no marker.
    const template = message(new Proxy({}, { get: (_, name) => `${marker}${String(name)}${marker}` }))
    if (!template.includes(marker)) {
      counted.push(key)
      continue
    }
    const seen = new Set<string>()
    const source = template
      .split(marker)
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        if (seen.has(part)) return `\\k<${part}>`
        seen.add(part)
        return `(?<${part}>[\\s\\S]+?)`
      })
      .join('')
    patterns.push({ key, pattern: new RegExp(`^${source}$`) })
  }
  return { fixed, patterns, counted }
}
