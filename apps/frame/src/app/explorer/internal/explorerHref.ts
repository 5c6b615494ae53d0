/**
 * The explorer's own link to an address or a transaction of a chain (the path knownNetworks'
 * `blockExplorer.url` starts).
 *
 * @example
 * explorerHref(31337, 'tx', '0xabc…') // '/explorer/31337/tx/0xabc…'
 */
export function explorerHref(chainId: number, kind: 'address' | 'tx', id: string): string {
  return `/explorer/${chainId}/${kind}/${encodeURIComponent(id)}`
}
