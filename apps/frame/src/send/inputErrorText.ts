import inputErrorsMessages from '@/i18n/compiled/en/inputErrors'

type InputErrorMessages = (typeof inputErrorsMessages)['inputErrors']
type Key = keyof InputErrorMessages
const english = inputErrorsMessages.inputErrors

// The checks of an amount, a recipient and a swap (parseDecimalAmount, validateSend, validateSwap,
// the recipient resolvers and the Solana and Bitcoin send plans) return the English texts that
// docs/behaviour.md's errors name; a view shows one in the visitor's language by what it says in
// English. A message with values ("No address found for {name}") is matched as a pattern whose
// values are read back from the text.
const marker = '\u0000'
const fixed = new Map<string, Key>()
const patterns: { key: Key; pattern: RegExp }[] = []
for (const key of Object.keys(english) as Key[]) {
  if (key === 'atMostPlaces') continue
  const message = english[key] as (params?: Record<string, string>) => string
  if (message.length === 0) {
    fixed.set(message(), key)
    continue
  }
  // Each value as a marker with its name, so that the English text shows where each one stands.
  const template = message(new Proxy({}, { get: (_, name) => `${marker}${String(name)}${marker}` }))
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

/**
 * An input error in the visitor's language: one of the checks' own texts through the room's
 * messages (with the values the English carried), anything else (a wallet's or the server's words)
 * as it is.
 *
 * @example
 * inputErrorText('Insufficient balance', de.inputErrors) // 'Unzureichendes Guthaben'
 * inputErrorText('At most 6 decimal places', fr.inputErrors) // '6 décimales au plus'
 * inputErrorText('No address found for bob.eth', de.inputErrors) // 'Keine Adresse für bob.eth gefunden'
 */
export function inputErrorText(error: string, t: InputErrorMessages): string {
  const key = fixed.get(error)
  if (key) return (t[key] as () => string)()
  for (const { key, pattern } of patterns) {
    const values = pattern.exec(error)?.groups
    if (values) return (t[key] as (params: Record<string, string>) => string)(values)
  }
  const count = Number(/\d+/.exec(error)?.[0])
  if (Number.isSafeInteger(count) && english.atMostPlaces({ count }) === error)
    return t.atMostPlaces({ count })
  return error
}
