import { solanaDevKey } from './solanaDevKeys.mjs'

/**
 * The local cluster's CAIP-2 id. A Solana network's id is normally the first 32 characters of its
 * genesis hash, but the local cluster makes a new genesis at every start; Wallet Standard names a
 * local validator `solana:localnet`, and so does Latch (docs/namespaces.md).
 */
export const solanaLocalnet = 'solana:localnet'

/**
 * SOL's price on the local cluster, in USD: it has no pool to price it by, so a fixed reference
 * price stands in (the devnets' tokens are priced by their pools).
 */
export const solanaSolUsdPrice = 150

/** Where `npm start` serves the local Solana cluster: its JSON-RPC, and its websocket one port above. */
export const solanaRpcPort = 8899
export const solanaWsPort = 8900

/**
 * Latch USD on the local cluster: an SPL token (the Token program's, not Token-2022) of 6 decimals,
 * like USDL on the devnets. Its mint is the dev mnemonic's key m/44'/501'/999'/0', so that its
 * address is the same at every start; the mint authority is dev keypair 0.
 */
export const solanaUsdl = Object.freeze({
  symbol: 'USDL',
  name: 'Latch USD',
  decimals: 6,
  mint: solanaDevKey(999),
  /** What each dev keypair holds when the cluster starts, in whole tokens. */
  devBalance: 10_000,
})
