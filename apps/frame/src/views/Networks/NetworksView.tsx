'use client'

import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { connectionAtom, networksAtom } from '@/controller/atoms'
import { useController } from '@/embed/ControllerContext'

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
      <ul className="flex flex-col gap-2" aria-label="Networks">
        {networks.map((network) => (
          <li key={network.id}>
            <button
              type="button"
              className="latch-list-item"
              aria-current={network.id === current ? 'true' : undefined}
              aria-busy={switching === network.id}
              disabled={switching !== undefined}
              onClick={() => void pick(network.id)}
            >
              {/* biome-ignore lint/performance/noImgElement: the network's image from the frame's own route */}
              <img src={network.imageUrl} alt="" width={32} height={32} className="rounded-lg" />
              <span className="flex-1 font-semibold">{network.name}</span>
              {network.id === current ? <span className="latch-tag">Current</span> : null}
              {switching === network.id ? <span className="latch-tag">Switching…</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <p className="text-center text-sm text-latch-muted-fg">
        Your connected wallet may ask you to approve the switch.
      </p>
    </div>
  )
}
