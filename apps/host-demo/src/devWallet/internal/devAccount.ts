import type { Address, PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** Anvil's first dev account's address (devAccount's). */
export const devAccountAddress: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let account: PrivateKeyAccount | undefined

/**
 * Anvil's first dev account. Its key is public (printed by every anvil), so it only ever holds
 * devnet ether: never import it outside this demo. Made on first use: the first secp256k1
 * multiplication builds noble's tables (about 0.1 s of CPU), which every load of the page would
 * otherwise pay before it signs anything (docs/testing.md).
 *
 * @example
 * await devAccount().signMessage({ message: 'hello' })
 */
export function devAccount(): PrivateKeyAccount {
  account ??= privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
  return account
}
