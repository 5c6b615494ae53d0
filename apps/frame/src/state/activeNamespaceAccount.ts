import type { ChainNamespace } from '@latch/protocol'
import type { BitcoinAccount } from './bitcoinAccountOf'
import type { NearAccount } from './nearAccountOf'
import type { SolanaAccount } from './solanaAccountOf'

/** A connected account of a namespace that is not Ethereum's, with that namespace. */
export type NamespaceAccount =
  | { namespace: 'solana'; account: SolanaAccount }
  | { namespace: 'bip122'; account: BitcoinAccount }
  | { namespace: 'near'; account: NearAccount }

/**
 * The connected Solana, Bitcoin or NEAR account where its namespace is the active one, which then
 * stands for the visitor where the caller reads that namespace (sign-in reads all three, Activity
 * gives no NEAR account: docs/namespaces.md); undefined where Ethereum is active, or no account of
 * the active namespace is given: the EVM account stands then.
 *
 * @example
 * activeNamespaceAccount('bip122', { solana, bitcoin }) // { namespace: 'bip122', account: bitcoin }
 */
export function activeNamespaceAccount(
  active: ChainNamespace,
  accounts: {
    solana: SolanaAccount | undefined
    bitcoin: BitcoinAccount | undefined
    near?: NearAccount | undefined
  },
): NamespaceAccount | undefined {
  if (active === 'solana' && accounts.solana) return { namespace: 'solana', account: accounts.solana }
  if (active === 'bip122' && accounts.bitcoin) return { namespace: 'bip122', account: accounts.bitcoin }
  if (active === 'near' && accounts.near) return { namespace: 'near', account: accounts.near }
  return undefined
}
