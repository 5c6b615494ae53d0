'use client'

import { useAtomValue } from 'jotai'
import { WalletIcon } from '@/components/WalletIcon'
import { walletsAtom } from '@/controller/atoms'
import { useController } from '@/embed/ControllerContext'

/** Connect: the wallets the host page announced, each one click away. */
export function ConnectView() {
  const wallets = useAtomValue(walletsAtom)
  const controller = useController()
  return (
    <div data-view="Connect" className="flex flex-col gap-2">
      {wallets.length === 0 ? (
        <p className="py-6 text-center text-sm text-latch-muted-fg">
          No browser wallet found on this page. Install a wallet extension and reload.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Wallets">
          {wallets.map((wallet) => (
            <li key={wallet.uuid}>
              <button
                type="button"
                className="latch-list-item"
                onClick={() => controller.connectInjected(wallet)}
              >
                <WalletIcon src={wallet.icon} />
                <span className="flex-1 text-left font-medium">{wallet.name}</span>
                <span className="latch-tag">Installed</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
