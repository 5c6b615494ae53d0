// The ERC-4337 methods a bundler answers that the frame's smart accounts use (viem's bundler client).
const bundlerMethods: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'pimlico_getUserOperationGasPrice',
])

/**
 * Whether the RPC proxy passes `method` to the chain's ERC-4337 bundler rather than its node. A
 * UserOperation is signed before it arrives and the EntryPoint checks it, so sending one on is safe.
 *
 * @example
 * isBundlerMethod('eth_sendUserOperation') // true
 * isBundlerMethod('eth_sendRawTransaction') // false
 */
export function isBundlerMethod(method: string): boolean {
  return bundlerMethods.has(method)
}
