import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PopupText } from '../PopupText'
import { ConnectingText } from './ConnectingText'
import { startText } from './startText'

export const metadata: Metadata = { title: 'Connecting · Latch', robots: { index: false } }

/**
 * /popup/oauth/start?provider=…: what the social login popup shows while the frame asks its server
 * for the provider's URL (runSocialPopup opens it in the click, before that URL is known).
 *
 * @example
 * window.open('http://127.0.0.1:3000/popup/oauth/start?provider=github') // 'Connecting to GitHub…'
 */
export default function OauthStartPage() {
  return (
    <PopupText>
      <Suspense fallback={startText(null)}>
        <ConnectingText />
      </Suspense>
    </PopupText>
  )
}
