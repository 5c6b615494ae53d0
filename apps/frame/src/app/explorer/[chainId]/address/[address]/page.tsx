import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getServerServices } from '@/server/api/getServerServices'
import { readExplorerAddress } from '@/server/explorer/readExplorerAddress'
import { explorerSolanaCluster } from '@/server/explorer/solana/explorerSolanaCluster'
import { readSolanaExplorerAddress } from '@/server/explorer/solana/readSolanaExplorerAddress'
import { AddressDetails } from '../../../internal/AddressDetails'
import { SolanaAddressDetails } from '../../../internal/SolanaAddressDetails'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Address · Latch Explorer', robots: { index: false } }

export default async function ExplorerAddressPage({
  params,
}: {
  params: Promise<{ chainId: string; address: string }>
}) {
  const { chainId, address } = await params
  const services = await getServerServices()
  if (explorerSolanaCluster(services.solana, chainId)) {
    const page = await readSolanaExplorerAddress(services, { cluster: chainId, address })
    if (!page) notFound()
    return <SolanaAddressDetails page={page} />
  }
  const page = await readExplorerAddress(services, { chainId, address })
  if (!page) notFound()
  return <AddressDetails page={page} />
}
