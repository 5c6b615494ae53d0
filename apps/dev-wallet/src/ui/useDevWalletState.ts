import { useSyncExternalStore } from 'react'
import type { DevWallet } from '../wallet/createDevWallet'
import type { DevWalletState } from '../wallet/DevWalletState'

/** The wallet's current state; re-renders on every change. */
export function useDevWalletState(wallet: DevWallet): DevWalletState {
  return useSyncExternalStore(wallet.subscribe, wallet.getState)
}
