import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'

/** The icon the fake wallets register with. */
export const fakeWalletIcon = 'data:image/svg+xml;base64,PHN2Zz4=' as const

/**
 * For the announcers' tests: a Wallet Standard wallet as an extension registers one, named `name`
 * on `chains`, with `standard:disconnect` (which unshares its account) and `standard:events`, and
 * the chain's own features, which `features` makes given `share` (shares `account` with the page and
 * answers the accounts shared) and `shared` (what is shared now). `change` plays the wallet changing
 * what it shares by itself.
 *
 * @example
 * const { wallet, change } = fakeStandardWallet('Phantom', ['solana:localnet'], account, ({ share }) => ({
 *   'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: share() }) },
 * }))
 */
export function fakeStandardWallet(
  name: string,
  chains: string[],
  account: WalletAccount,
  features: (access: { share(): WalletAccount[]; shared(): WalletAccount[] }) => Record<string, unknown>,
) {
  let accounts: WalletAccount[] = []
  const listeners = new Set<(change: StandardEventsChangeProperties) => void>()
  const access = {
    share: () => {
      accounts = [account]
      return accounts
    },
    shared: () => accounts,
  }
  const wallet = {
    version: '1.0.0',
    name,
    icon: fakeWalletIcon,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          accounts = []
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (change: StandardEventsChangeProperties) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      ...features(access),
    },
  }
  const change = (next: WalletAccount[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  return { wallet: wallet as unknown as Wallet, change }
}
