'use client'

import { useAtomValue } from 'jotai'
import { SocialProviderMark } from '@/components/SocialProviderMark'
import { useController } from '@/embed/ControllerContext'
import { socialProviderNames } from '@/embedded/social/socialProviderNames'
import connectMessages from '@/i18n/compiled/en/connect'
import signInMessages from '@/i18n/compiled/en/signIn'
import { useMessages } from '@/i18n/useMessages'
import { hostConfigAtom } from '@/state/atoms'
import { offeredSocials } from '@/wallets/catalogue/buildConnectList'

/** ConnectSocials: every social login the host offers, in its order. */
export function ConnectSocialsView() {
  const controller = useController()
  const { continueWith } = useMessages(connectMessages)
  const { socialLogins } = useMessages(signInMessages)
  const socials = useAtomValue(hostConfigAtom).features?.socials
  const providers = offeredSocials(socials)
  return (
    <ul data-view="ConnectSocials" aria-label={socialLogins()} className="flex flex-col gap-2">
      {providers.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className="latch-list-item"
            onClick={() => controller.use('embedded', (flow) => flow.connectSocial(provider))}
          >
            <SocialProviderMark provider={provider} />
            <span className="flex-1 text-start font-medium">
              {continueWith({ provider: socialProviderNames[provider] })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
