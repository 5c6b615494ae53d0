import type { Catalogue } from './Catalogue'

/**
 * A room's messages in the language of `locale` (the value of localeAtom): its catalogue's once
 * loaded, else the room's English module. useMessages reads it in a view; a flow reads it from its
 * store when it writes a text of its own (a toast, an error kept in state).
 *
 * @example
 * import names from '@/i18n/compiled/en/names'
 * messagesFor(store.get(localeAtom), names).nameRegistered() // 'Name registered', in the visitor's language
 */
export function messagesFor<Room extends Catalogue[string]>(
  locale: { catalogue?: Catalogue },
  english: { [room: string]: Room },
): Room {
  const [[room, messages] = ['', {} as Room]] = Object.entries(english)
  return (locale.catalogue?.[room] as Room | undefined) ?? messages
}
