import type { ChainNamespace } from '@latch/protocol'
import { methodInfo } from '@latch/protocol/methods'

// The universal provider answers these itself: the session's accounts and chain, a switch among the
// session's chains, and EIP-5792 capabilities or call statuses the wallet put in the session.
const answeredByProvider: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
])

/**
 * Whether a request may go to a WalletConnect session: a read goes to the chain's node, but a method
 * only a wallet answers (one that acts for the user, or a `wallet_` method) must be one the wallet
 * approved in the session. Else the provider would send it to the node, or the sign client refuse it
 * without a code: the frame refuses it itself with 4200.
 *
 * @example
 * sessionAllows(['personal_sign'], 'wallet_sendCalls') // false
 */
export function sessionAllows(approvedMethods: readonly string[], method: string): boolean {
  if (answeredByProvider.has(method) || approvedMethods.includes(method)) return true
  return methodInfo(method)?.answeredBy === 'node'
}

/**
 * The session namespace a request goes to: that of its method in the protocol's table (a Solana
 * method's to solana, a Bitcoin one's to bip122, a NEAR one's to near), eip155 for a method off it.
 *
 * @example
 * requestNamespace('solana_signMessage') // 'solana'
 */
export function requestNamespace(method: string): ChainNamespace {
  return methodInfo(method)?.namespace ?? 'eip155'
}

/**
 * The name WalletConnect's JSON-RPC gives a method: its bip122 methods have no prefix
 * (`signMessage`, `signPsbt`), where Latch's name them by namespace; the others are the same.
 *
 * @example
 * walletConnectMethodName('bip122_signPsbt') // 'signPsbt'
 * walletConnectMethodName('solana_signMessage') // 'solana_signMessage'
 */
export function walletConnectMethodName(method: string): string {
  return methodInfo(method)?.namespace === 'bip122' ? method.slice('bip122_'.length) : method
}
