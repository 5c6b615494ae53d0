'use client'

import { useAtomValue } from 'jotai'
import { type KeyboardEvent, useState } from 'react'
import { CopyButton } from '@/components/CopyButton'
import { QrCode } from '@/components/QrCode'
import { tabStep } from '@/components/tabStep'
import { useConnectedBitcoinAccount } from '@/components/useConnectedBitcoinAccount'
import { useConnectedNearAccount } from '@/components/useConnectedNearAccount'
import { useConnectedSolanaAccount } from '@/components/useConnectedSolanaAccount'
import receiveMessages from '@/i18n/compiled/en/receive'
import { useMessages } from '@/i18n/useMessages'
import { connectionAtom, networksAtom } from '@/state/atoms'

type ReceiveAccount = {
  id: 'eip155' | 'solana' | 'bip122' | 'near'
  label: string
  address: string
  /** What the QR code holds: the address, or its namespace's payment request for it. */
  uri: string
  imageUrl?: string | undefined
  networks: { key: string; name: string; imageUrl?: string }[]
}

/**
 * Receive: the account's address as a QR code and as text to copy, and the networks it is good on.
 * Where the wallet has accounts on other namespaces too (Solana, Bitcoin, NEAR), a tab for each: an
 * address is only good on its own namespace's networks, so each tab lists its own.
 */
export function WalletReceiveView() {
  const t = useMessages(receiveMessages)
  const { address, connector } = useAtomValue(connectionAtom)
  const networks = useAtomValue(networksAtom)
  const solana = useConnectedSolanaAccount()
  const bitcoin = useConnectedBitcoinAccount()
  const near = useConnectedNearAccount()
  const accounts: ReceiveAccount[] = [
    // A host page's Solana wallet connects Solana alone: then Solana is the one tab.
    ...(address
      ? [
          {
            id: 'eip155' as const,
            label: 'Ethereum',
            address,
            uri: address,
            imageUrl: connector?.imageUrl,
            networks: networks.map((network) => ({
              key: network.caipNetworkId,
              name: network.name,
              imageUrl: network.imageUrl,
            })),
          },
        ]
      : []),
    ...(solana
      ? [
          {
            id: 'solana' as const,
            label: 'Solana',
            address: solana.address,
            // Solana Pay's transfer request without an amount: Solana wallets open it as a send to the address.
            uri: `solana:${solana.address}`,
            networks: [{ key: solana.network.caipNetworkId, name: solana.network.name }],
          },
        ]
      : []),
    ...(bitcoin
      ? [
          {
            id: 'bip122' as const,
            label: 'Bitcoin',
            address: bitcoin.address,
            // BIP-21's payment request without an amount: Bitcoin wallets open it as a send to the address.
            uri: `bitcoin:${bitcoin.address}`,
            networks: [{ key: bitcoin.network.caipNetworkId, name: bitcoin.network.name }],
          },
        ]
      : []),
    // NEAR has no payment request scheme: its QR code holds the account id, as NEAR wallets scan it.
    ...(near
      ? [
          {
            id: 'near' as const,
            label: 'NEAR',
            address: near.address,
            uri: near.address,
            networks: [{ key: near.network.caipNetworkId, name: near.network.name }],
          },
        ]
      : []),
  ]
  const [selected, setSelected] = useState<ReceiveAccount['id']>('eip155')
  const shown = accounts.find((account) => account.id === selected) ?? accounts[0]
  if (!shown) return <div data-view="WalletReceive" />

  // The tabs follow the WAI-ARIA tabs pattern: arrows move between them, and the panel follows.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = tabStep(event.key, document.documentElement.dir)
    if (!step) return
    const index = accounts.findIndex((account) => account.id === shown.id)
    const next = accounts[(index + step + accounts.length) % accounts.length]
    if (!next) return
    setSelected(next.id)
    document.getElementById(`receive-tab-${next.id}`)?.focus()
  }

  const content = (
    <>
      <QrCode
        uri={shown.uri || undefined}
        imageUrl={shown.imageUrl}
        size={240}
        label={shown.id === 'eip155' ? t.qrLabel() : t.chainQrLabel({ chain: shown.label })}
      />
      <p
        className="w-full break-all rounded-latch bg-latch-muted p-3 text-center font-mono text-sm"
        data-testid="receive-address"
      >
        {shown.address}
      </p>
      <CopyButton
        text={shown.address}
        what="address"
        {...(shown.id === 'eip155' ? {} : { chain: shown.label })}
      />
      <div className="w-full">
        <h2 className="mb-2 text-sm font-semibold">{t.sendOnlyOn()}</h2>
        <ul className="flex flex-wrap gap-2" aria-label={t.receivesOn()}>
          {shown.networks.map((network) => (
            <li key={network.key} className="latch-tag inline-flex items-center gap-1">
              {network.imageUrl ? (
                // biome-ignore lint/performance/noImgElement: the network's image from the frame's own route
                <img src={network.imageUrl} alt="" width={14} height={14} className="rounded" />
              ) : null}
              {network.name}
            </li>
          ))}
        </ul>
      </div>
    </>
  )

  return (
    <div data-view="WalletReceive" className="flex flex-col items-center gap-3">
      {accounts.length > 1 ? (
        <div role="tablist" aria-label={t.accountToReceiveOn()} className="flex w-full flex-wrap gap-2">
          {accounts.map((account) => (
            <button
              key={account.id}
              id={`receive-tab-${account.id}`}
              type="button"
              role="tab"
              aria-selected={account.id === shown.id}
              aria-controls="receive-panel"
              tabIndex={account.id === shown.id ? 0 : -1}
              className={account.id === shown.id ? 'latch-button flex-1' : 'latch-button-secondary flex-1'}
              onClick={() => setSelected(account.id)}
              onKeyDown={onKeyDown}
            >
              {account.label}
            </button>
          ))}
        </div>
      ) : null}
      {accounts.length > 1 ? (
        <div
          id="receive-panel"
          role="tabpanel"
          aria-labelledby={`receive-tab-${shown.id}`}
          className="flex w-full flex-col items-center gap-3"
        >
          {content}
        </div>
      ) : (
        content
      )}
    </div>
  )
}
