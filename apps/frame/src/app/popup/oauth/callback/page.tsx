import type { Metadata } from 'next'
import { CallbackAnswer } from './CallbackAnswer'

export const metadata: Metadata = { title: 'Login · Latch', robots: { index: false } }

/**
 * /popup/oauth/callback: the social login's redirect URI. It hands the provider's answer to the
 * frame that opened the popup and closes (see answerOpener); it imports nothing of the modal.
 *
 * @example
 * // the provider redirects the popup to /popup/oauth/callback?code=…&state=…
 */
export default function OauthCallbackPage() {
  return <CallbackAnswer />
}
