'use client'

import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useController } from '@/embed/ControllerContext'
import { connectionAtom, networksAtom } from '@/state/atoms'
import { NetworkList } from './NetworkList'

/**
 * Networks: the networks the app asked for, with their images. Picking one switches the wallet (the
 * same state the host's own wallet_switchEthereumChain moves) and goes back.
 */
export function NetworksView() {
  const networks = useAtomValue(networksAtom)
  const { chainId } = useAtomValue(connectionAtom)
  const controller = useController()
  const [switching, setSwitching] = useState<number>()
  const current = chainId ?? networks[0]?.id

  async function pick(id: number) {
    if (id === current) return controller.goBack()
    setSwitching(id)
    const switched = await controller.switchNetwork(id)
    setSwitching(undefined)
    if (switched) controller.goBack()
  }

  return (
    <div data-view="Networks" className="flex flex-col gap-3">
      <NetworkList
        networks={networks}
        label="Networks"
        current={current}
        switching={switching}
        onPick={(id) => void pick(id)}
      />
      <p className="text-center text-sm text-latch-muted-fg">
        Your connected wallet may ask you to approve the switch.
      </p>
    </div>
  )
}
