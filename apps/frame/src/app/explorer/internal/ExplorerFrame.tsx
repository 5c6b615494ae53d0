import type { ReactNode } from 'react'
import type { ExplorerChainInfo } from '@/server/explorer/ExplorerChainInfo'

/** The explorer page around its content: which explorer and chain this is, then the page. */
export function ExplorerFrame({ chain, children }: { chain: ExplorerChainInfo; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-white text-neutral-900">
      <main className="mx-auto grid max-w-5xl gap-6 p-6 font-sans">
        <p className="text-sm text-neutral-600">
          Latch Explorer · {chain.name} (chain {chain.id})
        </p>
        {children}
      </main>
    </div>
  )
}
