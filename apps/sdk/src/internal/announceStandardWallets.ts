import { ProviderRpcError, UnsupportedProviderMethodError } from '@latch/protocol/errors'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'

type Listener = (data: unknown) => void

/** The EIP-1193-shaped provider Latch's host bridge talks to, over one Wallet Standard wallet. */
export type StandardWalletProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

/**
 * Announces to Latch (`latch:announceProvider`) each Wallet Standard wallet of the page that
 * `accepts`, adapted by `adapt`, as a wallet of `namespace`: now, when one registers later, and
 * whenever Latch asks for wallets. A wallet announced under two namespaces (Phantom has Solana and
 * Bitcoin) is two wallets to Latch, with two ids. Returns a function that stops announcing.
 *
 * @example
 * announceStandardWallets('bip122', (wallet) => 'bitcoin:connect' in wallet.features, adaptBitcoinWallet)
 */
export function announceStandardWallets(
  namespace: 'solana' | 'bip122',
  accepts: (wallet: Wallet) => boolean,
  adapt: (wallet: Wallet) => StandardWalletProvider,
): () => void {
  const registry = getWallets()
  const adapted = new WeakMap<Wallet, { info: object; provider: StandardWalletProvider }>()
  // Solana's ids keep the form they had before other namespaces were announced, which reconnects by them.
  const prefix = namespace === 'solana' ? 'wallet-standard' : `wallet-standard:${namespace}`
  let count = 0

  const detailOf = (wallet: Wallet) => {
    let detail = adapted.get(wallet)
    if (!detail) {
      const info = {
        uuid: `${prefix}:${count++}`,
        name: wallet.name,
        icon: wallet.icon,
        rdns: `${prefix}:${wallet.name}`,
        namespace,
      }
      detail = { info, provider: adapt(wallet) }
      adapted.set(wallet, detail)
    }
    return detail
  }

  const announce = () => {
    for (const wallet of registry.get())
      if (accepts(wallet))
        dispatchEvent(new CustomEvent('latch:announceProvider', { detail: detailOf(wallet) }))
  }

  const stopRegister = registry.on('register', announce)
  addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => {
    stopRegister()
    removeEventListener('eip6963:requestProvider', announce)
  }
}

/**
 * What an adapter needs of its wallet: a feature by name (4200 where the wallet lacks it), the
 * account of an address the wallet shares (4100 where it shares none), `accountsChanged` events
 * with the addresses `addresses` picks from `standard:events`' changes, and the answer to
 * `wallet_revokePermissions` (Latch forgetting the wallet): `standard:disconnect` where it has it.
 *
 * @example
 * const { feature, accountOf, events } = standardWalletParts(wallet, (accounts) => accounts.map((a) => a.address))
 */
export function standardWalletParts(
  wallet: Wallet,
  addresses: (accounts: readonly WalletAccount[]) => string[],
) {
  const stops = new Map<Listener, () => void>()
  return {
    feature<T>(name: string): T {
      const found = (wallet.features as Record<string, unknown>)[name]
      if (!found) throw new UnsupportedProviderMethodError()
      return found as T
    },
    async revokePermissions(): Promise<null> {
      await (wallet.features as Partial<StandardDisconnectFeature>)[StandardDisconnect]?.disconnect()
      return null
    },
    accountOf(address: string | undefined): WalletAccount {
      const account = wallet.accounts.find((candidate) => candidate.address === address)
      // 4100: the account is not (any longer) one the wallet has shared with this page.
      if (!account) throw new ProviderRpcError(4100, 'The wallet has no such account.')
      return account
    },
    events: {
      on(event: string, listener: Listener) {
        const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
        if (event !== 'accountsChanged' || !events || stops.has(listener)) return
        stops.set(
          listener,
          events.on('change', ({ accounts }) => accounts && listener(addresses(accounts))),
        )
      },
      removeListener(_event: string, listener: Listener) {
        stops.get(listener)?.()
        stops.delete(listener)
      },
    },
  }
}
