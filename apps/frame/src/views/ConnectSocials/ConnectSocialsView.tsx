'use client'

import { useAtomValue } from 'jotai'
import { SocialProviderMark } from '@/components/SocialProviderMark'
import { useController } from '@/embed/ControllerContext'
import { socialProviderNames } from '@/embedded/social/socialProviderNames'
import { hostConfigAtom } from '@/state/atoms'
import { offeredSocials } from '@/wallets/catalogue/buildConnectList'

/** ConnectSocials: every social login the host offers, in its order. */
export function ConnectSocialsView() {
  const controller = useController()
  const socials = useAtomValue(hostConfigAtom).features?.socials
  const providers = offeredSocials(socials)
  return (
    <ul data-view="ConnectSocials" aria-label="Social logins" className="flex flex-col gap-2">
      {providers.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className="latch-list-item"
            onClick={() => controller.use('embedded', (flow) => flow.connectSocial(provider))}
          >
            <SocialProviderMark provider={provider} />
            <span className="flex-1 text-start font-medium">
              Continue with {socialProviderNames[provider]}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
