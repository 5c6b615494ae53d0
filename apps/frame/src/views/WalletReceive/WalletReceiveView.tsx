'use client'

import { useAtomValue } from 'jotai'
import { CopyButton } from '@/components/CopyButton'
import { QrCode } from '@/components/QrCode'
import { connectionAtom, networksAtom } from '@/state/atoms'

/** Receive: the account's address as a QR code and as text to copy, and the networks it is good on. */
export function WalletReceiveView() {
  const { address, connector } = useAtomValue(connectionAtom)
  const networks = useAtomValue(networksAtom)
  return (
    <div data-view="WalletReceive" className="flex flex-col items-center gap-3">
      <QrCode uri={address} imageUrl={connector?.imageUrl} size={240} label="Your address as a QR code" />
      <p
        className="w-full break-all rounded-latch bg-latch-muted p-3 text-center font-mono text-sm"
        data-testid="receive-address"
      >
        {address}
      </p>
      <CopyButton text={address} what="address" />
      <div className="w-full">
        <h3 className="mb-2 text-sm font-semibold">Send only on these networks</h3>
        <ul className="flex flex-wrap gap-2" aria-label="Networks this address receives on">
          {networks.map((network) => (
            <li key={network.id} className="latch-tag inline-flex items-center gap-1">
              {/* biome-ignore lint/performance/noImgElement: the network's image from the frame's own route */}
              <img src={network.imageUrl} alt="" width={14} height={14} className="rounded" />
              {network.name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
