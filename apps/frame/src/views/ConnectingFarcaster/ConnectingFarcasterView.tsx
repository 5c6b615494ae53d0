'use client'

import { useAtomValue } from 'jotai'
import { FarcasterChannel } from '@/components/FarcasterChannel'
import { farcasterWaitingText } from '@/embedded/farcaster/farcasterWaitingText'
import { farcasterLoginAtom } from '@/state/atoms'

/**
 * ConnectingFarcaster: Sign in with Farcaster. The QR code (on a computer) or the link (on a phone)
 * opens the sign-in in the Farcaster app; the view waits for its approval, which logs the visitor in
 * to the embedded wallet. Going back ends the login (docs/farcaster.md).
 */
export function ConnectingFarcasterView() {
  const login = useAtomValue(farcasterLoginAtom)
  const url = login?.url
  let status: string
  if (!url) status = farcasterWaitingText.preparing
  else if (login?.status === 'verifying') status = 'Signed in with Farcaster. Opening your wallet…'
  else status = farcasterWaitingText.waiting
  return (
    <div data-view="ConnectingFarcaster" className="flex flex-col items-center gap-3 py-2 text-center">
      <h2 className="font-semibold">Sign in with Farcaster</h2>
      <p role="status" className="text-sm text-latch-muted-fg">
        {status}
      </p>
      <FarcasterChannel url={url} label="Farcaster sign-in QR code" />
    </div>
  )
}
