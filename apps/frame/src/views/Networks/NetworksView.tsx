'use client'

import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useConnectedSolanaAccount } from '@/components/useConnectedSolanaAccount'
import { useController } from '@/embed/ControllerContext'
import { connectionAtom, networksAtom, solanaNetworksAtom } from '@/state/atoms'
import { NetworkList } from './NetworkList'

/**
 * Networks: the networks the app asked for, with their images. Picking one switches the wallet (the
 * same state the host's own wallet_switchEthereumChain moves) and goes back. Where a Solana account
 * is connected too, the networks are grouped by namespace: the Solana group marks the cluster that
 * account uses, and picking another makes it the one. A pick in a group makes its namespace the
 * active one (docs/namespaces.md).
 */
export function NetworksView() {
  const networks = useAtomValue(networksAtom)
  const solanaNetworks = useAtomValue(solanaNetworksAtom)
  const solana = useConnectedSolanaAccount()
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

  async function pickSolana(caipNetworkId: string) {
    await controller.switchSolanaNetwork(caipNetworkId)
    controller.goBack()
  }

  const evmList = (
    <NetworkList
      networks={networks}
      label={solana ? 'Ethereum networks' : 'Networks'}
      current={current}
      switching={switching}
      onPick={(id) => void pick(id)}
    />
  )
  if (!solana)
    return (
      <div data-view="Networks" className="flex flex-col gap-3">
        {evmList}
        <p className="text-center text-sm text-latch-muted-fg">
          Your connected wallet may ask you to approve the switch.
        </p>
      </div>
    )
  return (
    <div data-view="Networks" className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">Ethereum</h3>
      {evmList}
      <p className="text-center text-sm text-latch-muted-fg">
        Your connected wallet may ask you to approve the switch.
      </p>
      <h3 className="text-sm font-semibold">Solana</h3>
      <ul className="flex flex-col gap-2" aria-label="Solana networks">
        {solanaNetworks.map((network) => {
          const used = network.caipNetworkId === solana.network.caipNetworkId
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="latch-list-item"
                aria-current={used ? 'true' : undefined}
                disabled={switching !== undefined}
                onClick={() => void pickSolana(network.caipNetworkId)}
              >
                <span className="flex-1 font-semibold">{network.name}</span>
                {used ? <span className="latch-tag">Current</span> : null}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
