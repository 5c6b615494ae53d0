/** Where a person reads a network's addresses (`${url}/address/<address>`) and transactions (`${url}/tx/<id>`). */
export type BlockExplorer = { name: string; url: string }

/** A network the frame can put a wallet on (the subset of the Network of docs/behaviour.md#entities that the frame uses). */
export type Network = {
  id: number
  caipNetworkId: `eip155:${number}`
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /**
   * The chain's own RPC (its default RPC, docs/behaviour.md#calls): what a wallet is told to add (4902), and where
   * the frame's reads go when the chain is not listed. Listed chains read through the proxy.
   */
  rpcUrl: string
  /** Served by the frame's own server (a listed chain, docs/behaviour.md#calls): reads go through its RPC proxy. */
  listed: boolean
  /** The network's image (a path on the frame's own origin, or a URL). */
  imageUrl: string
  /** The frame knows this network's ERC-4337 bundler (through its RPC proxy): smart accounts work here. */
  smartAccounts?: boolean
  /** Where a person reads an address or a transaction of this network. */
  blockExplorer?: BlockExplorer
}
