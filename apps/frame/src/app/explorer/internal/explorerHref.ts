/**
 * The explorer's own link to an address or a transaction of a chain (the path knownNetworks'
 * `blockExplorer.url` starts): an EVM chain by its number, a Solana cluster by its CAIP-2 id.
 *
 * @example
 * explorerHref(31337, 'tx', '0xabc…') // '/explorer/31337/tx/0xabc…'
 * explorerHref('solana:localnet', 'address', 'oeYf…') // '/explorer/solana:localnet/address/oeYf…'
 */
export function explorerHref(chainId: number | string, kind: 'address' | 'tx', id: string): string {
  return `/explorer/${chainId}/${kind}/${encodeURIComponent(id)}`
}
