import { methodsWhere } from '@latch/protocol/methods'

// The reads the protocol's method table gives to a node. The wallet_ reads are the connected
// wallet's to answer, and eth_accounts the frame's: a node's own accounts are nobody's business here.
const proxied: ReadonlySet<string> = new Set(methodsWhere({ answeredBy: 'node' }))

/**
 * Whether the RPC proxy forwards `method` to the chain's node: only the protocol's safe (read-only)
 * methods that a node answers. Anything that signs, sends or asks a wallet stays out.
 *
 * @example
 * isProxiedMethod('eth_getBalance') // true
 * isProxiedMethod('eth_sendRawTransaction') // false
 */
export function isProxiedMethod(method: string): boolean {
  return proxied.has(method)
}
