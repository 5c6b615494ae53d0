import { useAtomValue } from 'jotai'
import type { Catalogue } from './Catalogue'
import { localeAtom } from './localeAtom'
import { messagesFor } from './messagesFor'

/**
 * A room's messages in the visitor's language: the room's English module (src/i18n/compiled/en),
 * whose messages stand until the language's catalogue has loaded. Every catalogue has every key
 * (checked by compileMessages.test.ts), so a loaded one replaces them all.
 *
 * @example
 * import connect from '@/i18n/compiled/en/connect'
 * const t = useMessages(connect)
 * t.continueWith({ provider: 'Google' }) // 'Weiter mit Google' for a German visitor
 */
export function useMessages<Room extends Catalogue[string]>(english: { [room: string]: Room }): Room {
  return messagesFor(useAtomValue(localeAtom), english)
}
