'use client'

import { useAtomValue } from 'jotai'
import { FarcasterChannel } from '@/components/FarcasterChannel'
import signInMessages from '@/i18n/compiled/en/signIn'
import { useMessages } from '@/i18n/useMessages'
import { farcasterLoginAtom } from '@/state/atoms'

/**
 * ConnectingFarcaster: Sign in with Farcaster. The QR code (on a computer) or the link (on a phone)
 * opens the sign-in in the Farcaster app; the view waits for its approval, which logs the visitor in
 * to the embedded wallet. Going back ends the login (docs/farcaster.md).
 */
export function ConnectingFarcasterView() {
  const t = useMessages(signInMessages)
  const login = useAtomValue(farcasterLoginAtom)
  const url = login?.url
  let status: string
  if (!url) status = t.farcasterPreparing()
  else if (login?.status === 'verifying') status = t.farcasterVerified()
  else status = t.farcasterWaiting()
  return (
    <div data-view="ConnectingFarcaster" className="flex flex-col items-center gap-3 py-2 text-center">
      <h2 className="font-semibold">{t.farcasterTitle()}</h2>
      <p role="status" className="text-sm text-latch-muted-fg">
        {status}
      </p>
      <FarcasterChannel url={url} label={t.farcasterQr()} />
    </div>
  )
}
