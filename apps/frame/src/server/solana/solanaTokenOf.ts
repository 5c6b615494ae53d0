import type { Address } from '@solana/kit'
import type { SolanaDeployment } from './SolanaDeployment'

/** A token the server shows on a Solana cluster: SOL (no `mint`) or an SPL token. */
export type SolanaToken = {
  mint: Address | undefined
  name: string
  symbol: string
  decimals: number
}

/**
 * How the server names and prices an SPL token (of either token program): as the cluster's
 * deployment lists it, with its reference price; a mint it does not list goes by its own address
 * (its first four characters as the symbol) and has no price, since nothing on the cluster says
 * what it is worth.
 *
 * @example
 * solanaTokenOf(deployment, usdlMint, 6) // { token: { symbol: 'USDL', … }, price: 1 }
 * solanaTokenOf(deployment, 'H9x4NTxd…', 2) // { token: { symbol: 'H9x4…', name: 'H9x4NTxd…', … }, price: undefined }
 */
export function solanaTokenOf(
  deployment: SolanaDeployment | undefined,
  mint: Address,
  decimals: number,
): { token: SolanaToken; price: number | undefined } {
  const listed = deployment?.tokens.find((token) => token.mint === mint)
  return listed
    ? {
        token: { mint, name: listed.name, symbol: listed.symbol, decimals: listed.decimals },
        price: listed.usdPrice,
      }
    : { token: { mint, name: mint, symbol: `${mint.slice(0, 4)}…`, decimals }, price: undefined }
}
