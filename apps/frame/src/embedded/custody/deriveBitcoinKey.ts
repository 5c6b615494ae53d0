import { deriveBip84Key } from '@latch/keys'
import type { Bip84Network } from '@/networks/BitcoinNetwork'

/** The embedded wallet's Bitcoin account: its native SegWit address and its key. */
export type BitcoinKey = {
  /** The P2WPKH address (bc1q… on mainnet, tb1q… and bcrt1q… on the test networks). */
  address: string
  /** The 32-byte secp256k1 key. The caller zeroes it. */
  privateKey: Uint8Array
  /** Its compressed public key (33 bytes), which the address commits to. */
  publicKey: Uint8Array
}

/**
 * The embedded wallet's Bitcoin key, derived from the secret its custody already holds (the 32-byte
 * secp256k1 key of its Ethereum account) by BIP-84 at m/84'/0'/0'/0/0, the first receive address of
 * a native SegWit wallet on mainnet (m/84'/1'/0'/0/0 on testnet and regtest, whose coin type is 1),
 * with that secret as the BIP-32 seed (docs/embedded-wallet.md#bitcoin). The same shares give the
 * same account on every device.
 *
 * @example
 * const { address, privateKey } = deriveBitcoinKey(hexToBytes(key), 'regtest')
 * try { use(privateKey) } finally { privateKey.fill(0) }
 */
export function deriveBitcoinKey(secret: Uint8Array, network: Bip84Network = 'mainnet'): BitcoinKey {
  if (secret.length !== 32) throw new Error('The embedded wallet secret is 32 bytes')
  const { address, privateKey, publicKey } = deriveBip84Key(secret, network)
  return { address, privateKey, publicKey }
}
