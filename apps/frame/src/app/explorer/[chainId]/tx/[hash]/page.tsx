import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getServerServices } from '@/server/api/getServerServices'
import { readExplorerTransaction } from '@/server/explorer/readExplorerTransaction'
import { explorerSolanaCluster } from '@/server/explorer/solana/explorerSolanaCluster'
import { readSolanaExplorerTransaction } from '@/server/explorer/solana/readSolanaExplorerTransaction'
import { SolanaTransactionDetails } from '../../../internal/SolanaTransactionDetails'
import { TransactionDetails } from '../../../internal/TransactionDetails'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Transaction · Latch Explorer', robots: { index: false } }

export default async function ExplorerTransactionPage({
  params,
}: {
  params: Promise<{ chainId: string; hash: string }>
}) {
  const { chainId, hash } = await params
  const services = await getServerServices()
  if (explorerSolanaCluster(services.solana, chainId)) {
    const transaction = await readSolanaExplorerTransaction(services, { cluster: chainId, signature: hash })
    if (!transaction) notFound()
    return <SolanaTransactionDetails transaction={transaction} />
  }
  const transaction = await readExplorerTransaction(services, { chainId, hash })
  if (!transaction) notFound()
  return <TransactionDetails transaction={transaction} />
}
