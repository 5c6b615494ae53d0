import { ProviderRpcError } from '@latch/protocol/errors'

/** A Bitcoin address a wallet shared with the page, and its public key (hex). */
export type SharedBitcoinAccount = { address: string; publicKey: string }

/**
 * The accounts a Bitcoin wallet that tells them only when asked has shared with this page, kept by
 * its adapter: `keep` replaces them, `addresses` lists them, and `accountOf` finds the one an
 * address names (4100 where the wallet shares none such).
 *
 * @example
 * const shared = sharedBitcoinAccounts()
 * shared.keep([{ address, publicKey }])
 * shared.accountOf(address).publicKey
 */
export function sharedBitcoinAccounts() {
  let accounts: readonly SharedBitcoinAccount[] = []
  return {
    keep(next: readonly SharedBitcoinAccount[]): string[] {
      accounts = next
      return accounts.map(({ address }) => address)
    },
    addresses: (): string[] => accounts.map(({ address }) => address),
    accountOf(address: string | undefined): SharedBitcoinAccount {
      const account = accounts.find((candidate) => candidate.address === address)
      if (!account) throw new ProviderRpcError(4100, 'The wallet has no such account.')
      return account
    },
  }
}
