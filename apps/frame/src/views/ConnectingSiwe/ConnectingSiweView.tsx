'use client'

import { useAtomValue } from 'jotai'
import { WalletIcon } from '@/components/WalletIcon'
import { shortAddress } from '@/format/shortAddress'
import connectingMessages from '@/i18n/compiled/en/connecting'
import signInMessages from '@/i18n/compiled/en/signIn'
import { richText } from '@/i18n/richText'
import { useMessages } from '@/i18n/useMessages'
import { siwxAtom } from '@/siwx/siwxAtom'
import { connectionAtom, hostConfigAtom } from '@/state/atoms'
import { SignInActions } from '@/views/internal/SignInActions'

/**
 * ConnectingSiwe: the sign-in message is with the visitor's own wallet (an extension, a phone), and
 * this view waits while it signs: the app's and the wallet's icons, what is asked, Sign (to ask the
 * wallet again) and Cancel. A signature closes the modal; a refusal goes back to SIWXSignMessage with
 * the reason (docs/behaviour.md#states-and-transitions).
 */
export function ConnectingSiweView() {
  const siwx = useAtomValue(siwxAtom)
  const connection = useAtomValue(connectionAtom)
  const host = useAtomValue(hostConfigAtom)
  const t = useMessages(signInMessages)
  const { yourWallet } = useMessages(connectingMessages)
  const signing = siwx.status === 'signing'
  const appName = host.metadata?.name ?? t.thisApp()
  const walletName = connection.connector?.name ?? yourWallet()
  const address = connection.address

  return (
    <div data-view="ConnectingSiwe" className="flex flex-col items-center gap-3 py-2 text-center">
      <div className="flex items-center gap-2" aria-hidden="true">
        <WalletIcon src={host.metadata?.icons?.[0]} size={56} />
        <WalletIcon src={connection.connector?.imageUrl} size={56} />
      </div>
      <h2 className="text-base font-semibold" data-testid="siwe-app">
        {t.siweTitle({ app: appName })}
      </h2>
      <p className="text-sm text-latch-muted-fg">
        {richText(t.siweAsks, {
          app: appName,
          wallet: walletName,
          account: (
            <span className="font-mono" title={address}>
              {address ? shortAddress(address) : t.thisAccount()}
            </span>
          ),
        })}
      </p>
      <p role="status" className="text-sm font-semibold">
        {signing ? t.siweWaiting({ wallet: walletName }) : t.siweSign({ wallet: walletName })}
      </p>
      <SignInActions signing={signing} disabled={!address} pausedId="siwe-paused" />
    </div>
  )
}
