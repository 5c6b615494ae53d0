'use client'

import { useAtomValue } from 'jotai'
import {
  connectionAtom,
  embeddedAccountAtom,
  hostNearAccountsAtom,
  nearNetworksAtom,
  walletConnectNearAccountsAtom,
} from '@/state/atoms'
import { type NearAccount, nearAccountOf } from '@/state/nearAccountOf'

/** The connected NEAR account (nearAccountOf), for a view: it renders again when any part changes. */
export function useConnectedNearAccount(): NearAccount | undefined {
  return nearAccountOf({
    connection: useAtomValue(connectionAtom),
    nearAccountId: useAtomValue(embeddedAccountAtom)?.nearAccountId,
    walletConnectNearAccounts: useAtomValue(walletConnectNearAccountsAtom),
    hostNearAccounts: useAtomValue(hostNearAccountsAtom),
    nearNetworks: useAtomValue(nearNetworksAtom),
  })
}
