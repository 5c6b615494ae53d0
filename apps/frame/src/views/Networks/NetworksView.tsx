'use client'

import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useConnectedSolanaAccount } from '@/components/useConnectedSolanaAccount'
import { useController } from '@/embed/ControllerContext'
import networksMessages from '@/i18n/compiled/en/networks'
import { useMessages } from '@/i18n/useMessages'
import { connectionAtom, networksAtom, routerAtom, solanaNetworksAtom } from '@/state/atoms'
import { NetworkList } from './NetworkList'

/**
 * Networks: the networks the app asked for, with their images. Picking one switches the wallet (the
 * same state the host's own wallet_switchEthereumChain moves) and goes back. Where a Solana account
 * is connected too, or nobody is connected yet and the app asked for Solana networks, the networks
 * are grouped by namespace: the Solana group marks the cluster a Solana account uses, and picking
 * another makes it the one. A pick in a group makes its namespace the active one, so that before
 * connecting, Connect lists the ways that bring an account of it (docs/namespaces.md).
 */
export function NetworksView() {
  const networks = useAtomValue(networksAtom)
  const solanaNetworks = useAtomValue(solanaNetworksAtom)
  const solana = useConnectedSolanaAccount()
  const { chainId, status } = useAtomValue(connectionAtom)
  const controller = useController()
  const t = useMessages(networksMessages)
  const { history } = useAtomValue(routerAtom)
  const [switching, setSwitching] = useState<number>()
  const current = chainId ?? networks[0]?.id
  const grouped = solana !== undefined || (status !== 'connected' && solanaNetworks.length > 0)

  // Opened on its own before anyone connected (the host's open({ view: 'Networks' })), a pick leads
  // on to Connect, which then lists the ways of the namespace picked; else it goes back.
  const done = () =>
    status !== 'connected' && history.length === 1 ? controller.replace('Connect') : controller.goBack()

  async function pick(id: number) {
    if (id === current) return done()
    setSwitching(id)
    const switched = await controller.switchNetwork(id)
    setSwitching(undefined)
    if (switched) done()
  }

  async function pickSolana(caipNetworkId: string) {
    await controller.switchSolanaNetwork(caipNetworkId)
    done()
  }

  const evmList = (
    <NetworkList
      networks={networks}
      label={grouped ? t.ethereumNetworks() : t.networks()}
      current={current}
      switching={switching}
      onPick={(id) => void pick(id)}
    />
  )
  if (!grouped)
    return (
      <div data-view="Networks" className="flex flex-col gap-3">
        {evmList}
        <p className="text-center text-sm text-latch-muted-fg">{t.approveSwitch()}</p>
      </div>
    )
  return (
    <div data-view="Networks" className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">{t.ethereum()}</h3>
      {evmList}
      <p className="text-center text-sm text-latch-muted-fg">{t.approveSwitch()}</p>
      <h3 className="text-sm font-semibold">{t.solana()}</h3>
      <ul className="flex flex-col gap-2" aria-label={t.solanaNetworks()}>
        {solanaNetworks.map((network) => {
          // The first is the one a Solana account uses (solanaAccountOf).
          const used = network.caipNetworkId === solanaNetworks[0]?.caipNetworkId
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
                {used ? <span className="latch-tag">{t.current()}</span> : null}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
