'use client'

import explorer from '@/i18n/compiled/en/explorer'
import { useMessages } from '@/i18n/useMessages'
import type { BlockExplorer } from '@/networks/Network'

/** "View on <explorer>": the address's page on the network's explorer, in a new tab. */
export function ExplorerAddressLink(props: { explorer: BlockExplorer; address: string; className?: string }) {
  const t = useMessages(explorer)
  return (
    <a
      className={`latch-tag underline ${props.className ?? ''}`.trim()}
      href={`${props.explorer.url}/address/${props.address}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t.viewOn({ explorer: props.explorer.name })}
    </a>
  )
}
