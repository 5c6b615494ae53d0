'use client'

import { useAtomValue } from 'jotai'
import { useConnectedBitcoinAccount } from '@/components/useConnectedBitcoinAccount'
import { useConnectedSolanaAccount } from '@/components/useConnectedSolanaAccount'
import type { SendNamespace } from '@/send/SendState'
import {
  balancesAtom,
  bitcoinBalancesAtom,
  connectionAtom,
  namespaceAtom,
  routerAtom,
  solanaBalancesAtom,
} from '@/state/atoms'

/**
 * Whose send WalletSend shows: the Solana or Bitcoin account when the view was opened for it
 * (Account's Solana or Bitcoin section) or its namespace is the active one, and such an account is
 * connected; else the EVM account. Answers its namespace, its CAIP-10 id and its balances.
 */
export function useSendAccount() {
  const opened = useAtomValue(routerAtom).data.namespace
  const active = useAtomValue(namespaceAtom).active
  const asked = opened ?? active
  const solana = useConnectedSolanaAccount()
  const bitcoin = useConnectedBitcoinAccount()
  const { caipAddress } = useAtomValue(connectionAtom)
  const namespace: SendNamespace =
    asked === 'solana' && solana ? 'solana' : asked === 'bip122' && bitcoin ? 'bip122' : 'eip155'
  const balances = useAtomValue(
    namespace === 'solana' ? solanaBalancesAtom : namespace === 'bip122' ? bitcoinBalancesAtom : balancesAtom,
  )
  const account = namespace === 'solana' ? solana?.key : namespace === 'bip122' ? bitcoin?.key : caipAddress
  return { namespace, account, balances }
}
