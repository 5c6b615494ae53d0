'use client'

import { useAtomValue } from 'jotai'
import { useController } from '@/embed/ControllerContext'
import { networksAtom } from '@/state/atoms'
import { NetworkList } from '@/views/Networks/NetworkList'

/** UnsupportedChain: the wallet is on a network this app did not ask for; offer the ones it did. */
export function UnsupportedChainView() {
  const networks = useAtomValue(networksAtom)
  const controller = useController()
  return (
    <div data-view="UnsupportedChain" className="flex flex-col gap-3">
      <p className="text-sm text-latch-muted-fg">
        This app doesn’t support your current network. Switch to an available option to continue.
      </p>
      <NetworkList
        networks={networks}
        label="Available networks"
        onPick={(id) => void controller.switchNetwork(id)}
      />
      <button type="button" className="latch-button-secondary" onClick={() => controller.disconnect()}>
        Disconnect
      </button>
    </div>
  )
}
