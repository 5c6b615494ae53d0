'use client'

import { useAtomValue } from 'jotai'
import { CopyButton } from '@/components/CopyButton'
import { PairingFailure } from '@/components/PairingFailure'
import { QrCode } from '@/components/QrCode'
import { useController } from '@/embed/ControllerContext'
import connectMessages from '@/i18n/compiled/en/connect'
import connectingMessages from '@/i18n/compiled/en/connecting'
import signInMessages from '@/i18n/compiled/en/signIn'
import { useMessages } from '@/i18n/useMessages'
import { connectionAtom } from '@/state/atoms'

/**
 * ConnectingWalletConnectBasic: a WalletConnect pairing with no wallet chosen, for any wallet that
 * scans it (the default view on a computer when the host configured no adapters, docs/behaviour.md#views-and-the-stack).
 */
export function ConnectingWalletConnectBasicView() {
  const connection = useAtomValue(connectionAtom)
  const controller = useController()
  const t = useMessages(connectingMessages)
  const { allWallets } = useMessages(connectMessages)
  const { scanWithPhone } = useMessages(signInMessages)
  const uri = connection.wcUri || undefined
  const error = connection.status === 'disconnected' ? connection.error : undefined
  let status = t.scanQr()
  if (!uri) status = t.preparing()
  else if (connection.buffering) status = t.finishing({ name: t.yourWallet() })

  return (
    <div
      data-view="ConnectingWalletConnectBasic"
      className="flex flex-col items-center gap-3 py-2 text-center"
    >
      <h2 className="font-semibold">{scanWithPhone()}</h2>
      <div aria-live="polite" className="flex flex-col gap-1">
        {error ? <PairingFailure error={error} /> : <p className="text-sm text-latch-muted-fg">{status}</p>}
      </div>
      {error ? (
        <button type="button" className="latch-button" onClick={() => controller.retryWalletConnect()}>
          {t.tryAgain()}
        </button>
      ) : (
        <>
          <QrCode uri={uri} />
          <CopyButton text={uri} what="link" />
        </>
      )}
      <button
        type="button"
        className="latch-button-secondary w-full"
        onClick={() => controller.push('AllWallets')}
      >
        {allWallets()}
      </button>
    </div>
  )
}
