import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getServerServices } from '@/server/api/getServerServices'
import { readExplorerAddress } from '@/server/explorer/readExplorerAddress'
import { AddressDetails } from '../../../internal/AddressDetails'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Address · Latch Explorer', robots: { index: false } }

export default async function ExplorerAddressPage({
  params,
}: {
  params: Promise<{ chainId: string; address: string }>
}) {
  const { chainId, address } = await params
  const page = await readExplorerAddress(await getServerServices(), { chainId, address })
  if (!page) notFound()
  return <AddressDetails page={page} />
}
