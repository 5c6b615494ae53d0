'use client'

import networksMessages from '@/i18n/compiled/en/networks'
import { useMessages } from '@/i18n/useMessages'
import type { Network } from '@/networks/Network'

/**
 * The networks as buttons, each with its image and name: `current` is marked Current and
 * `switching` Switching… (every button waits meanwhile); a click hands the network's id to `onPick`.
 *
 * @example
 * <NetworkList networks={networks} label={t.networks()} current={31337} onPick={(id) => void pick(id)} />
 */
export function NetworkList({
  networks,
  label,
  current,
  switching,
  onPick,
}: {
  networks: readonly Network[]
  label: string
  current?: number | undefined
  switching?: number | undefined
  onPick: (id: number) => void
}) {
  const t = useMessages(networksMessages)
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {networks.map((network) => (
        <li key={network.id}>
          <button
            type="button"
            className="latch-list-item"
            aria-current={network.id === current ? 'true' : undefined}
            aria-busy={switching === network.id}
            disabled={switching !== undefined}
            onClick={() => onPick(network.id)}
          >
            {/* biome-ignore lint/performance/noImgElement: the network's image from the frame's own route */}
            <img src={network.imageUrl} alt="" width={32} height={32} className="rounded-lg" />
            <span className="flex-1 font-semibold">{network.name}</span>
            {network.id === current ? <span className="latch-tag">{t.current()}</span> : null}
            {switching === network.id ? <span className="latch-tag">{t.switching()}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  )
}
