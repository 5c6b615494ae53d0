/** Read-only methods (SPEC.md §6): answered without asking the user. */
export const safeMethods = [
  'eth_accounts',
  'eth_chainId',
  'net_version',
  'web3_clientVersion',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getLogs',
  'eth_call',
  // viem's simulateBlocks: the frame's approval shows a transaction's balance changes with it.
  'eth_simulateV1',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_syncing',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getPermissions',
] as const

/** Methods that act for the user (SPEC.md §6): they need a connected wallet and its approval. */
export const unsafeMethods = [
  'eth_requestAccounts',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_showCallsStatus',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_requestPermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

/** A method on one of the allowed lists. */
export type AllowedMethod = (typeof safeMethods)[number] | (typeof unsafeMethods)[number]

const allowed: ReadonlySet<string> = new Set([...safeMethods, ...unsafeMethods])
const safe: ReadonlySet<string> = new Set(safeMethods)

/**
 * Whether a method may be requested at all (SPEC.md §5: only methods on the allowed lists).
 *
 * @example
 * isAllowedMethod('eth_sign') // false
 */
export function isAllowedMethod(method: string): method is AllowedMethod {
  return allowed.has(method)
}

/**
 * Whether a method only reads.
 *
 * @example
 * isSafeMethod('eth_call') // true
 */
export function isSafeMethod(method: string): boolean {
  return safe.has(method)
}
