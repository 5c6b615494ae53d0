import type { ChainNamespace } from '@latch/protocol'
import type { BitcoinAccount } from './bitcoinAccountOf'
import type { SolanaAccount } from './solanaAccountOf'

/** A connected account of a namespace that is not Ethereum's, with that namespace. */
export type NamespaceAccount =
  | { namespace: 'solana'; account: SolanaAccount }
  | { namespace: 'bip122'; account: BitcoinAccount }

/**
 * The connected Solana or Bitcoin account where its namespace is the active one, which then stands
 * for the visitor in sign-in and Activity (docs/namespaces.md); undefined where Ethereum (or NEAR) is
 * active, or no account of the active namespace is connected: the EVM account stands then.
 *
 * @example
 * activeNamespaceAccount('bip122', { solana, bitcoin }) // { namespace: 'bip122', account: bitcoin }
 */
export function activeNamespaceAccount(
  active: ChainNamespace,
  accounts: { solana: SolanaAccount | undefined; bitcoin: BitcoinAccount | undefined },
): NamespaceAccount | undefined {
  if (active === 'solana' && accounts.solana) return { namespace: 'solana', account: accounts.solana }
  if (active === 'bip122' && accounts.bitcoin) return { namespace: 'bip122', account: accounts.bitcoin }
  return undefined
}
