'use client'

import { useAtomValue } from 'jotai'
import {
  bitcoinNetworksAtom,
  connectionAtom,
  embeddedAccountAtom,
  hostBitcoinAddressesAtom,
  walletConnectBitcoinAccountsAtom,
} from '@/state/atoms'
import { type BitcoinAccount, bitcoinAccountOf } from '@/state/bitcoinAccountOf'

/** The connected Bitcoin account (bitcoinAccountOf), for a view: it renders again when any part changes. */
export function useConnectedBitcoinAccount(): BitcoinAccount | undefined {
  return bitcoinAccountOf({
    connection: useAtomValue(connectionAtom),
    bitcoinAddresses: useAtomValue(embeddedAccountAtom)?.bitcoinAddresses,
    walletConnectBitcoinAccounts: useAtomValue(walletConnectBitcoinAccountsAtom),
    hostBitcoinAddresses: useAtomValue(hostBitcoinAddressesAtom),
    bitcoinNetworks: useAtomValue(bitcoinNetworksAtom),
  })
}
