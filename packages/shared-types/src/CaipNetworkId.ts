import type { ChainNamespace } from './ChainNamespace'

/** A CAIP-2 network id such as `eip155:31337`, narrowed to one namespace when `N` is given. */
export type CaipNetworkId<N extends ChainNamespace = ChainNamespace> = `${N}:${string}`
