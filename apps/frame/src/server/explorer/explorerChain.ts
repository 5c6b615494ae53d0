import type { LocalChain, LocalChains } from '../chain/LocalChain'

/**
 * The served chain an explorer URL names, by its chain id as the networks' explorer links write it
 * (`/explorer/31337/…`, see knownNetworks), or as a CAIP-2 id; undefined for anything else.
 *
 * @example
 * explorerChain(chains, '31337')?.network.name // 'Latch Devnet A'
 */
export function explorerChain(chains: LocalChains, param: string): LocalChain | undefined {
  const match = /^(?:eip155(?::|%3A))?([1-9]\d{0,15})$/i.exec(param)
  if (!match?.[1]) return undefined
  return chains.get(Number(match[1]))
}
