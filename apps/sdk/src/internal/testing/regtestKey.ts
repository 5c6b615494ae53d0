import { keyHash } from '@latch/protocol/bip322SimpleSighash'
import { secp256k1 } from '@noble/curves/secp256k1'
import { bech32, hex } from '@scure/base'

/** A fresh secp256k1 key, its compressed public key in hex and its native SegWit address on regtest. */
export function regtestKey() {
  const secret = secp256k1.utils.randomPrivateKey()
  const publicKey = hex.encode(secp256k1.getPublicKey(secret, true))
  const address = bech32.encode('bcrt', [0, ...bech32.toWords(keyHash(hex.decode(publicKey)))])
  return { secret, publicKey, address }
}
