'use client'

import { useAtomValue } from 'jotai'
import { networksAtom } from '@/controller/atoms'
import { useController } from '@/embed/ControllerContext'

/** UnsupportedChain: the wallet is on a network this app did not ask for; offer the ones it did. */
export function UnsupportedChainView() {
  const networks = useAtomValue(networksAtom)
  const controller = useController()
  return (
    <div data-view="UnsupportedChain" className="flex flex-col gap-3">
      <p className="text-sm text-latch-muted-fg">
        This app doesn’t support your current network. Switch to an available option to continue.
      </p>
      <ul className="flex flex-col gap-2" aria-label="Available networks">
        {networks.map((network) => (
          <li key={network.id}>
            <button
              type="button"
              className="latch-list-item"
              onClick={() => controller.switchNetwork(network.id)}
            >
              {network.name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="latch-button-secondary" onClick={() => controller.disconnect()}>
        Disconnect
      </button>
    </div>
  )
}
