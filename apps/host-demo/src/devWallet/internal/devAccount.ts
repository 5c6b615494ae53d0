import { privateKeyToAccount } from 'viem/accounts'

/**
 * Anvil's first dev account. Its key is public (printed by every anvil), so it only ever
 * holds devnet ether: never import it outside this demo.
 */
export const devAccount = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
