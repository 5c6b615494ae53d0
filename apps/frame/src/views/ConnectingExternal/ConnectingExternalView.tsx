'use client'

import { useAtomValue } from 'jotai'
import { PairingFailure } from '@/components/PairingFailure'
import { WalletIcon } from '@/components/WalletIcon'
import { useController } from '@/embed/ControllerContext'
import connectingMessages from '@/i18n/compiled/en/connecting'
import { useMessages } from '@/i18n/useMessages'
import { connectionAtom, routerAtom, walletsAtom } from '@/state/atoms'

/** ConnectingExternal: waits for the wallet's approval; after a rejection or failure, offers a retry. */
export function ConnectingExternalView() {
  const { data } = useAtomValue(routerAtom)
  const connection = useAtomValue(connectionAtom)
  const wallets = useAtomValue(walletsAtom)
  const controller = useController()
  const t = useMessages(connectingMessages)
  const connector = data.connector
  const wallet = wallets.find((candidate) => candidate.rdns === connector?.id)
  const error = connection.status === 'disconnected' ? connection.error : undefined
  return (
    <div data-view="ConnectingExternal" className="flex flex-col items-center gap-3 py-4 text-center">
      <WalletIcon src={connector?.imageUrl} size={72} />
      {error ? (
        <>
          <PairingFailure error={error} />
          <button
            type="button"
            className="latch-button"
            disabled={!wallet}
            onClick={() => wallet && controller.connectInjected(wallet)}
          >
            {t.tryAgain()}
          </button>
        </>
      ) : (
        <>
          <p className="font-semibold">{t.continueIn({ name: connector?.name ?? t.yourWallet() })}</p>
          <p className="text-sm text-latch-muted-fg">{t.acceptInYourWallet()}</p>
        </>
      )}
    </div>
  )
}
