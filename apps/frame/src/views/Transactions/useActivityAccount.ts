'use client'

import { useAtomValue } from 'jotai'
import { type ActivityAccount, activityAccountOf } from '@/activity/activityAccountOf'
import { useConnectedBitcoinAccount } from '@/components/useConnectedBitcoinAccount'
import { useConnectedSolanaAccount } from '@/components/useConnectedSolanaAccount'
import { connectionAtom, namespaceAtom, networksAtom } from '@/state/atoms'

/**
 * The account Activity lists (activityAccountOf), for a view: it renders again when any part
 * changes. `namespaces` are those with a connected account, which the list can show in turn.
 */
export function useActivityAccount(): {
  account: ActivityAccount | undefined
  namespaces: ActivityAccount['namespace'][]
} {
  const { address, chainId, status } = useAtomValue(connectionAtom)
  const networks = useAtomValue(networksAtom)
  const active = useAtomValue(namespaceAtom).active
  const solana = useConnectedSolanaAccount()
  const bitcoin = useConnectedBitcoinAccount()
  const evm =
    status === 'connected' && address && chainId
      ? {
          key: `${chainId}:${address.toLowerCase()}`,
          address,
          network: networks.find((candidate) => candidate.id === chainId),
        }
      : undefined
  const connected = [evm && 'eip155', solana && 'solana', bitcoin && 'bip122'] as const
  return {
    account: activityAccountOf({ active, evm, solana, bitcoin }),
    namespaces: connected.filter((namespace) => namespace !== undefined),
  }
}
