import { namespaceOf } from './internal/namespaceOf'

/** The chains part of a catalogue query (see CatalogueQuery). */
type CatalogueChainFilter = { chains: string[]; namespaces: string[] }

/**
 * A `chains` filter with each served local devnet widened to its namespace. The catalogue lists real
 * networks only, so no wallet names a devnet: any wallet of the devnet's namespace can connect to it
 * (an eip155 wallet adds a chain by its id and RPC URL). The other chains stay as asked.
 *
 * @example
 * catalogueChainFilter(['eip155:31337', 'eip155:1'], ['eip155:31337', 'eip155:31338'])
 * // { chains: ['eip155:1'], namespaces: ['eip155'] }
 */
export function catalogueChainFilter(
  chains: readonly string[],
  servedDevnets: readonly string[],
): CatalogueChainFilter {
  const devnets = new Set(servedDevnets)
  return {
    chains: chains.filter((chain) => !devnets.has(chain)),
    namespaces: [...new Set(chains.filter((chain) => devnets.has(chain)).map(namespaceOf))],
  }
}
