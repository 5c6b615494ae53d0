import type { CaipNetworkId } from './CaipNetworkId'
import type { ChainNamespace } from './ChainNamespace'

/** A list of RPC endpoints of one kind. */
export interface RpcUrlList {
  http: readonly string[]
  webSocket?: readonly string[] | undefined
}

/** A block explorer of a network. */
export interface BlockExplorer {
  name: string
  url: string
  apiUrl?: string | undefined
}

/** A network the modal can switch to (docs/behaviour.md#entities); `N` ties `caipNetworkId` to `chainNamespace`. */
export interface Network<N extends ChainNamespace = ChainNamespace> {
  /** A number on eip155, the chain reference string elsewhere. */
  id: number | string
  chainNamespace: N
  caipNetworkId: CaipNetworkId<N>
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** `default` may be the RPC proxy; `chainDefault` keeps the network's own endpoints. */
  rpcUrls: { default: RpcUrlList; chainDefault?: RpcUrlList | undefined }
  blockExplorers?: { default: BlockExplorer; [name: string]: BlockExplorer } | undefined
  assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
  testnet?: boolean | undefined
}
