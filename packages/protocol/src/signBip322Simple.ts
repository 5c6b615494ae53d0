import { secp256k1 } from '@noble/curves/secp256k1'
import { concatBytes } from '@noble/hashes/utils'
import { base64 } from '@scure/base'
import { bip322SimpleSighash, keyHash } from './bip322SimpleSighash'
import { compactSize } from './compactSize'

function uint32(value: number): Uint8Array {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, value, true)
  return out
}

const withLength = (data: Uint8Array) => concatBytes(compactSize(data.length), data)

/**
 * An ECDSA signature as Bitcoin Core makes one (DER): low S, its nonce RFC 6979's, and ground until R
 * is below 2^255 (so its DER takes no padding byte and the signature is a byte shorter), the n-th try
 * adding n as 32 bytes little-endian of extra data to the nonce's derivation, as libsecp256k1 does.
 */
function signLowR(hash: Uint8Array, privateKey: Uint8Array): Uint8Array {
  for (let counter = 0; ; counter++) {
    const extraEntropy = counter === 0 ? undefined : concatBytes(uint32(counter), new Uint8Array(28))
    const signature = secp256k1.sign(hash, privateKey, {
      lowS: true,
      ...(extraEntropy ? { extraEntropy } : {}),
    })
    if (signature.r < 2n ** 255n) return signature.toDERRawBytes()
  }
}

/**
 * A BIP-322 "simple" signature of `message` by a P2WPKH key: the witness stack of the virtual
 * `to_sign` transaction (which spends `to_spend` and pays an empty OP_RETURN), its input signed by
 * BIP-143's SegWit sighash with SIGHASH_ALL (bip322SimpleSighash, which verifyBitcoinSignature
 * checks against too), as base64 of the witness's serialization: what the embedded wallet and the
 * host demo's dev Bitcoin wallet answer. The signature is Bitcoin Core's: low S, and R ground low (signLowR), so the vectors' signatures come out
 * byte for byte.
 *
 * @example
 * signBip322Simple(privateKey, 'Hello World') // 'AkcwRAIg…'
 */
export function signBip322Simple(privateKey: Uint8Array, message: string): string {
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const der = concatBytes(
    signLowR(bip322SimpleSighash(keyHash(publicKey), message), privateKey),
    Uint8Array.of(0x01),
  )
  const witness = concatBytes(Uint8Array.of(2), withLength(der), withLength(publicKey))
  return base64.encode(witness)
}
