import { deriveBip84Key } from '@latch/keys'

/** The embedded wallet's Bitcoin account: its native SegWit address and its key. */
export type BitcoinKey = {
  /** The P2WPKH address (bc1q…). */
  address: string
  /** The 32-byte secp256k1 key. The caller zeroes it. */
  privateKey: Uint8Array
}

/**
 * The embedded wallet's Bitcoin key, derived from the secret its custody already holds (the 32-byte
 * secp256k1 key of its Ethereum account) by BIP-84 at m/84'/0'/0'/0/0, the first receive address of
 * a native SegWit wallet on mainnet, with that secret as the BIP-32 seed
 * (docs/embedded-wallet.md#bitcoin). The same shares give the same account on every device.
 *
 * @example
 * const { address, privateKey } = deriveBitcoinKey(hexToBytes(key))
 * try { use(privateKey) } finally { privateKey.fill(0) }
 */
export function deriveBitcoinKey(secret: Uint8Array): BitcoinKey {
  if (secret.length !== 32) throw new Error('The embedded wallet secret is 32 bytes')
  const { address, privateKey } = deriveBip84Key(secret, 'mainnet')
  return { address, privateKey }
}
