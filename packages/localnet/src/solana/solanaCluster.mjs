import { solanaDevKey } from './solanaDevKeys.mjs'

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
