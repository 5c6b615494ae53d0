'use client'

import { useAtomValue } from 'jotai'
import {
  connectionAtom,
  embeddedAccountAtom,
  hostSolanaAccountsAtom,
  solanaNetworksAtom,
  walletConnectSolanaAccountsAtom,
} from '@/state/atoms'
import { type SolanaAccount, solanaAccountOf } from '@/state/solanaAccountOf'

/** The connected Solana account (solanaAccountOf), for a view: it renders again when any part changes. */
export function useConnectedSolanaAccount(): SolanaAccount | undefined {
  return solanaAccountOf({
    connection: useAtomValue(connectionAtom),
    solanaAddress: useAtomValue(embeddedAccountAtom)?.solanaAddress,
    walletConnectSolanaAccounts: useAtomValue(walletConnectSolanaAccountsAtom),
    hostSolanaAccounts: useAtomValue(hostSolanaAccountsAtom),
    solanaNetworks: useAtomValue(solanaNetworksAtom),
  })
}
