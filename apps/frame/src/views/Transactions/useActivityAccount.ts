'use client'

import { useAtomValue } from 'jotai'
import { type ActivityAccount, activityAccountOf } from '@/activity/activityAccountOf'
import { useConnectedSolanaAccount } from '@/components/useConnectedSolanaAccount'
import { connectionAtom, namespaceAtom, networksAtom } from '@/state/atoms'

/**
 * The account Activity lists (activityAccountOf), for a view: it renders again when any part
 * changes. `namespaces` are those with a connected account, which the list can show in turn.
 */
export function useActivityAccount(): {
  account: ActivityAccount | undefined
  namespaces: ('eip155' | 'solana')[]
} {
  const { address, chainId, status } = useAtomValue(connectionAtom)
  const networks = useAtomValue(networksAtom)
  const active = useAtomValue(namespaceAtom).active
  const solana = useConnectedSolanaAccount()
  const evm =
    status === 'connected' && address && chainId
      ? {
          key: `${chainId}:${address.toLowerCase()}`,
          address,
          network: networks.find((candidate) => candidate.id === chainId),
        }
      : undefined
  return {
    account: activityAccountOf({ active, evm, solana }),
    namespaces: evm && solana ? ['eip155', 'solana'] : [],
  }
}
