'use client'

import { useAtomValue } from 'jotai'
import { useConnectedSolanaAccount } from '@/components/useConnectedSolanaAccount'
import type { SendNamespace } from '@/send/SendState'
import { balancesAtom, connectionAtom, namespaceAtom, routerAtom, solanaBalancesAtom } from '@/state/atoms'

/**
 * Whose send WalletSend shows: the Solana account when the view was opened for it (Account's Solana
 * section) or Solana is the active namespace, and a Solana account is connected; else the EVM
 * account. Answers its namespace, its CAIP-10 id and its balances.
 */
export function useSendAccount() {
  const opened = useAtomValue(routerAtom).data.namespace
  const active = useAtomValue(namespaceAtom).active
  const asked = opened ?? active
  const solana = useConnectedSolanaAccount()
  const { caipAddress } = useAtomValue(connectionAtom)
  const namespace: SendNamespace = asked === 'solana' && solana ? 'solana' : 'eip155'
  const balances = useAtomValue(namespace === 'solana' ? solanaBalancesAtom : balancesAtom)
  return { namespace, account: namespace === 'solana' ? solana?.key : caipAddress, balances }
}
