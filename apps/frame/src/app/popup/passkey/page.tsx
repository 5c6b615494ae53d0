import type { Metadata } from 'next'
import { frameOrigin } from '@/server/api/frameOrigin'
import { PasskeyPopup } from './PasskeyPopup'

export const metadata: Metadata = { title: 'Passkey · Latch', robots: { index: false } }
// The frame's origin is the server's configuration, read when the page is asked for.
export const dynamic = 'force-dynamic'

/**
 * /popup/passkey: where a passkey ceremony runs when the frame cannot run it itself, at the relying
 * party's origin (docs/passkeys.md). Opened by the frame in the visitor's click, it hears only the
 * frame that opened it, at the frame's origin, and runs the ceremony on a click of its own, which
 * browsers that ask for one (Safari) need.
 *
 * @example
 * // runPasskeyCeremony opens it: window.open('http://localhost:3000/popup/passkey')
 */
export default function PasskeyPopupPage() {
  return <PasskeyPopup frameOrigin={new URL(frameOrigin()).origin} />
}
