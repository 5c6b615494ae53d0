import { methodsWhere } from '@latch/protocol/methods'

// The reads the protocol's method table gives to a node. The wallet_ reads are the connected
// wallet's to answer, and eth_accounts the frame's: a node's own accounts are nobody's business here.
const eip155Reads: ReadonlySet<string> = new Set(methodsWhere({ answeredBy: 'node' }))

// A Solana node's reads that a wallet modal has a use for: accounts and balances, blockhashes, fees,
// signatures and transactions, and simulateTransaction (which changes nothing). Left out: what
// sends or changes anything (sendTransaction, requestAirdrop) and the scans that make a node walk
// every account (getProgramAccounts, getLargestAccounts, getSupply).
const solanaReads: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlock',
  'getBlockHeight',
  'getBlockTime',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'simulateTransaction',
])

/**
 * Whether the RPC proxy forwards `method` to a node of `namespace`: on eip155, only the protocol's
 * safe (read-only) methods that a node answers; on solana, the node's reads above. Anything that
 * signs, sends or asks a wallet stays out.
 *
 * @example
 * isProxiedMethod('eth_getBalance', 'eip155') // true
 * isProxiedMethod('eth_sendRawTransaction', 'eip155') // false
 * isProxiedMethod('getBalance', 'solana') // true
 * isProxiedMethod('sendTransaction', 'solana') // false
 */
export function isProxiedMethod(method: string, namespace: string): boolean {
  if (namespace === 'eip155') return eip155Reads.has(method)
  if (namespace === 'solana') return solanaReads.has(method)
  return false
}
