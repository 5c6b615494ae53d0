import type { ChainNamespace } from './ChainNamespace'

/** A CAIP-10 account id such as `eip155:31337:0xabc…`, narrowed to one namespace when `N` is given. */
export type CaipAddress<N extends ChainNamespace = ChainNamespace> = `${N}:${string}:${string}`
