import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** A new embedded-wallet key and its address. */
type EmbeddedKey = { privateKey: Hex; address: Address }

/**
 * Makes a new secp256k1 key in the frame (viem draws it from WebCrypto's CSPRNG). The caller splits
 * it with `splitKey` at once and keeps no copy (docs/embedded-wallet.md#custody).
 *
 * @example
 * const { privateKey, address } = createEmbeddedKey()
 * const shares = await splitKey(privateKey)
 */
export function createEmbeddedKey(): EmbeddedKey {
  const privateKey = generatePrivateKey()
  return { privateKey, address: privateKeyToAccount(privateKey).address }
}
