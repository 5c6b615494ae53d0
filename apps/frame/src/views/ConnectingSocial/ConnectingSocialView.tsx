'use client'

import { useAtomValue } from 'jotai'
import { socialProviderNames } from '@/embedded/social/socialProviderNames'
import signInMessages from '@/i18n/compiled/en/signIn'
import { useMessages } from '@/i18n/useMessages'
import { socialLoginAtom } from '@/state/atoms'

/** ConnectingSocial: the login runs in its popup; this view waits for it, or says why it stopped. */
export function ConnectingSocialView() {
  const t = useMessages(signInMessages)
  const login = useAtomValue(socialLoginAtom)
  const name = login ? socialProviderNames[login.provider] : t.theProvider()
  return (
    <div data-view="ConnectingSocial" className="flex flex-col items-center gap-3 py-6 text-center">
      <p className="text-base font-semibold">{t.socialContinueIn({ provider: name })}</p>
      <p role="status" className="text-sm text-latch-muted-fg">
        {login?.status === 'verifying' ? t.openingWallet() : t.socialLogIn({ provider: name })}
      </p>
    </div>
  )
}
