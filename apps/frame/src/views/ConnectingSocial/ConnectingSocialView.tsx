'use client'

import { useAtomValue } from 'jotai'
import { socialProviderNames } from '@/embedded/social/socialProviderNames'
import { socialLoginAtom } from '@/state/atoms'

/** ConnectingSocial: the login runs in its popup; this view waits for it, or says why it stopped. */
export function ConnectingSocialView() {
  const login = useAtomValue(socialLoginAtom)
  const name = login ? socialProviderNames[login.provider] : 'the provider'
  return (
    <div data-view="ConnectingSocial" className="flex flex-col items-center gap-3 py-6 text-center">
      <p className="text-base font-semibold">Continue in the {name} window</p>
      <p role="status" className="text-sm text-latch-muted-fg">
        {login?.status === 'verifying'
          ? 'Opening your wallet…'
          : `Log in with ${name} in the window that opened.`}
      </p>
    </div>
  )
}
