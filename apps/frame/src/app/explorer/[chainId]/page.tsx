import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getServerServices } from '@/server/api/getServerServices'
import { explorerChainInfo } from '@/server/explorer/ExplorerChainInfo'
import { explorerChain } from '@/server/explorer/explorerChain'
import { explorerSearchTarget } from '@/server/explorer/explorerSearchTarget'
import { explorerSolanaCluster } from '@/server/explorer/solana/explorerSolanaCluster'
import { solanaExplorerChain } from '@/server/explorer/solana/solanaExplorerChain'
import { ExplorerFrame } from '../internal/ExplorerFrame'
import { explorerHref } from '../internal/explorerHref'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Latch Explorer', robots: { index: false } }

/** The explorer's page of a chain (what a wallet shows as the chain's explorer): a search box. */
export default async function ExplorerChainPage({
  params,
  searchParams,
}: {
  params: Promise<{ chainId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { chainId } = await params
  const { q } = await searchParams
  const services = await getServerServices()
  const evm = explorerChain(services.chains, chainId)
  const cluster = explorerSolanaCluster(services.solana, chainId)
  const chain = evm ? explorerChainInfo(evm) : cluster ? solanaExplorerChain(cluster) : notFound()
  const query = typeof q === 'string' ? q : ''
  const target = query ? explorerSearchTarget(query, cluster ? 'solana' : 'eip155') : undefined
  if (target) redirect(explorerHref(chain.id, target.kind, target.id))
  return (
    <ExplorerFrame chain={chain}>
      <h1 className="text-xl font-semibold">{chain.name}</h1>
      <search>
        <form method="get" className="flex gap-2">
          <label htmlFor="q" className="sr-only">
            Address or transaction hash
          </label>
          <input
            id="q"
            name="q"
            defaultValue={query}
            placeholder="Address or transaction hash"
            aria-describedby={query ? 'q-error' : undefined}
            className="flex-1 rounded border border-neutral-300 px-3 py-1.5 font-mono"
          />
          <button type="submit" className="rounded border border-neutral-300 px-3 py-1.5">
            Search
          </button>
        </form>
      </search>
      {query ? (
        <p id="q-error" role="alert">
          {cluster
            ? 'That is neither an address nor a transaction signature (base58).'
            : 'That is neither an address (0x and 40 hexadecimal digits) nor a transaction hash (0x and 64).'}
        </p>
      ) : null}
    </ExplorerFrame>
  )
}
