import type { ExplorerParty } from '@/server/explorer/ExplorerChainInfo'
import { explorerHref } from './explorerHref'

/** An address as a link to its page: its `.latch.id` name when it has one, with the address beside it. */
export function PartyLink({ chainId, party }: { chainId: number | string; party: ExplorerParty }) {
  return (
    <a href={explorerHref(chainId, 'address', party.address)} className="underline">
      {party.name ? (
        <>
          <span className="font-semibold">{party.name}</span>{' '}
          <span className="font-mono text-sm text-neutral-600 break-all">({party.address})</span>
        </>
      ) : (
        <span className="font-mono break-all">{party.address}</span>
      )}
    </a>
  )
}
