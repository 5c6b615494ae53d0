/** The namespace of a CAIP-2 chain id: `eip155` of `eip155:1` (ids are checked against caipNetworkIdPattern). */
export function namespaceOf(chain: string): string {
  return chain.slice(0, chain.indexOf(':'))
}
