'use client'

import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { formatUnits } from 'viem'
import { WalletIcon } from '@/components/WalletIcon'
import { connectionAtom, embeddedAccountAtom, networksAtom } from '@/controller/atoms'
import { useController } from '@/embed/ControllerContext'
import { shortAddress } from '@/format/shortAddress'

/** Account: who is connected, on which network, the balance, and the way out. */
export function AccountView() {
  const connection = useAtomValue(connectionAtom)
  const networks = useAtomValue(networksAtom)
  const embedded = useAtomValue(embeddedAccountAtom)
  const controller = useController()
  const isEmbedded = embedded !== undefined && connection.connector?.type === 'AUTH'
  const [balance, setBalance] = useState<string>()
  const network = networks.find((candidate) => candidate.id === connection.chainId)
  const { address, chainId } = connection

  useEffect(() => {
    if (!address || !chainId) return
    let current = true
    controller
      .readBalance(address)
      .then((wei) => {
        if (current && wei !== undefined) setBalance(formatUnits(wei, 18))
      })
      .catch(() => {
        if (current) setBalance(undefined)
      })
    return () => {
      current = false
    }
  }, [controller, address, chainId])

  return (
    <div data-view="Account" className="flex flex-col items-center gap-3 py-2 text-center">
      <WalletIcon src={connection.connector?.imageUrl} size={56} />
      <p className="font-mono text-lg font-semibold" title={address}>
        {address ? shortAddress(address) : '—'}
      </p>
      <p className="sr-only" data-testid="account-address">
        {address}
      </p>
      {balance !== undefined && network ? (
        <p className="text-sm text-latch-muted-fg" data-testid="account-balance">
          {Number(balance).toLocaleString('en-US', { maximumFractionDigits: 4 })}{' '}
          {network.nativeCurrency.symbol}
        </p>
      ) : null}
      {isEmbedded ? (
        <p className="text-sm" data-testid="account-email">
          {embedded.email ?? embedded.userName}
        </p>
      ) : null}
      {isEmbedded && !embedded.persistent ? (
        <p role="note" className="text-sm text-latch-muted-fg" data-testid="account-page-session">
          This browser does not let Latch keep you logged in on this site: after a reload you will log in
          again.
        </p>
      ) : null}
      <p className="latch-tag" data-testid="account-network">
        {network ? `${network.name} (${network.id})` : `Chain ${chainId ?? '?'}`}
      </p>
      <div className="mt-2 flex w-full flex-col gap-2">
        {networks
          .filter((candidate) => candidate.id !== chainId)
          .map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              className="latch-list-item"
              onClick={() => controller.switchNetwork(candidate.id)}
            >
              Switch to {candidate.name}
            </button>
          ))}
        {isEmbedded && embedded.email ? (
          <button
            type="button"
            className="latch-list-item"
            onClick={() => controller.push('UpdateEmailWallet')}
          >
            Change email
          </button>
        ) : null}
        {isEmbedded ? (
          <button
            type="button"
            className="latch-list-item"
            onClick={() => controller.withEmbedded((flow) => flow.openExport())}
          >
            Export private key
          </button>
        ) : null}
        <button type="button" className="latch-button-secondary" onClick={() => controller.disconnect()}>
          {isEmbedded ? 'Sign out' : 'Disconnect'}
        </button>
      </div>
    </div>
  )
}
