import type { BlockExplorer } from '@/networks/Network'

/** "View on <explorer>": the address's page on the network's explorer, in a new tab. */
export function ExplorerAddressLink(props: { explorer: BlockExplorer; address: string; className?: string }) {
  return (
    <a
      className={`latch-tag underline ${props.className ?? ''}`.trim()}
      href={`${props.explorer.url}/address/${props.address}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      View on {props.explorer.name}
    </a>
  )
}
