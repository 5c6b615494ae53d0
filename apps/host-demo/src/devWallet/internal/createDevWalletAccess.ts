import type { WalletAccount } from '@wallet-standard/base'
import type {
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { DevWalletStorage } from '../createDevWallet'

/**
 * What the dev Wallet Standard wallets share: whether this page is connected (remembered in the
 * storage under `storageKey`, so a reload reconnects without asking), the accounts that shares
 * (the one `account`, or none), and the `standard:disconnect` and `standard:events` features that
 * end it and tell of each change.
 *
 * @example
 * const access = createDevWalletAccess(storage, 'latch-dev-bitcoin-wallet:authorized', account)
 * access.setAuthorized(true) // listeners hear { accounts: [account] }
 */
export function createDevWalletAccess(storage: DevWalletStorage, storageKey: string, account: WalletAccount) {
  const listeners = new Set<(change: StandardEventsChangeProperties) => void>()
  const isAuthorized = () => storage.get(storageKey) === 'true'
  const accounts = () => (isAuthorized() ? [account] : [])
  const setAuthorized = (authorized: boolean) => {
    storage.set(storageKey, String(authorized))
    for (const listener of listeners) listener({ accounts: accounts() })
  }
  const disconnect: StandardDisconnectFeature['standard:disconnect'] = {
    version: '1.0.0',
    disconnect: async () => setAuthorized(false),
  }
  const events: StandardEventsFeature['standard:events'] = {
    version: '1.0.0',
    on(_event, listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    isAuthorized,
    accounts,
    setAuthorized,
    features: { 'standard:disconnect': disconnect, 'standard:events': events },
  }
}
