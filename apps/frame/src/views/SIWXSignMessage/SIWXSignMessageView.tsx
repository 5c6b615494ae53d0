'use client'

import { useAtomValue } from 'jotai'
import { useConnectedBitcoinAccount } from '@/components/useConnectedBitcoinAccount'
import { useConnectedNearAccount } from '@/components/useConnectedNearAccount'
import { useConnectedSolanaAccount } from '@/components/useConnectedSolanaAccount'
import { WalletIcon } from '@/components/WalletIcon'
import { shortAddress } from '@/format/shortAddress'
import signInMessages from '@/i18n/compiled/en/signIn'
import { useMessages } from '@/i18n/useMessages'
import { namespaceNames } from '@/networks/namespaceNames'
import { signInAccount } from '@/siwx/signInAccount'
import { siwxAtom } from '@/siwx/siwxAtom'
import { connectionAtom, hostConfigAtom, namespaceAtom } from '@/state/atoms'
import { SignInActions } from '@/views/internal/SignInActions'

/**
 * SIWXSignMessage: the host app asks the connected account to sign in with its wallet (docs/behaviour.md#states-and-transitions).
 * Sign asks the wallet for the signature; Cancel disconnects or closes, as the controller decides.
 */
export function SIWXSignMessageView() {
  const siwx = useAtomValue(siwxAtom)
  const connection = useAtomValue(connectionAtom)
  const host = useAtomValue(hostConfigAtom)
  const t = useMessages(signInMessages)
  const signing = siwx.status === 'signing'
  const appName = host.metadata?.name ?? t.thisApp()
  const appDomain = host.metadata ? new URL(host.metadata.url).host : undefined
  // The account that signs in: the Solana, Bitcoin or NEAR one where its namespace is active.
  const { address, namespace } = signInAccount({
    activeNamespace: useAtomValue(namespaceAtom).active,
    evm: { address: connection.address, caipAddress: undefined, caipNetworkId: undefined },
    solana: useConnectedSolanaAccount(),
    bitcoin: useConnectedBitcoinAccount(),
    near: useConnectedNearAccount(),
  })

  return (
    <div data-view="SIWXSignMessage" className="flex flex-col items-center gap-3 py-2 text-center">
      <WalletIcon src={connection.connector?.imageUrl} size={56} />
      <p className="text-base font-semibold" data-testid="siwx-app">
        {t.siwxWants({ app: appName })}
      </p>
      {appDomain ? (
        <p className="latch-tag" data-testid="siwx-domain">
          {appDomain}
        </p>
      ) : null}
      <p className="text-sm text-latch-muted-fg">{t.siwxExplain()}</p>
      <p className="font-mono text-sm" title={address} data-testid="siwx-account">
        {address ? shortAddress(address) : '—'}
        {namespace === 'eip155' ? null : <span className="latch-tag ms-2">{namespaceNames[namespace]}</span>}
      </p>
      {siwx.status === 'error' && siwx.error ? (
        <p role="alert" className="text-sm font-semibold text-latch-danger">
          {siwx.error}
        </p>
      ) : null}
      <SignInActions signing={signing} pausedId="siwx-paused" />
    </div>
  )
}
