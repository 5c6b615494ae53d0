import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getServerServices } from '@/server/api/getServerServices'
import { readExplorerTransaction } from '@/server/explorer/readExplorerTransaction'
import { TransactionDetails } from '../../../internal/TransactionDetails'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Transaction · Latch Explorer', robots: { index: false } }

export default async function ExplorerTransactionPage({
  params,
}: {
  params: Promise<{ chainId: string; hash: string }>
}) {
  const { chainId, hash } = await params
  const transaction = await readExplorerTransaction(await getServerServices(), { chainId, hash })
  if (!transaction) notFound()
  return <TransactionDetails transaction={transaction} />
}
