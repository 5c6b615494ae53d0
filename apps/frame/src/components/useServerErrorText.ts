import { serverErrorText } from '@/embedded/serverErrorText'
import serverErrorsMessages from '@/i18n/compiled/en/serverErrors'
import { useMessages } from '@/i18n/useMessages'

/**
 * A function that gives an error the frame shows in the visitor's language: one of the embedded
 * wallet's refusals (its server's, or a passkey's) through the serverErrors room, with the values it
 * carried; anything else (a wallet's or a network's words) as it is.
 *
 * @example
 * const errorText = useServerErrorText()
 * errorText('Invalid code') // 'Ungültiger Code' for a German visitor
 */
export function useServerErrorText(): (text: string) => string {
  const t = useMessages(serverErrorsMessages)
  return (text) => serverErrorText(text, t)
}
