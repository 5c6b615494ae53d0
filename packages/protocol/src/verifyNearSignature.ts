import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { type Nep413Message, nep413Hash } from './nep413Hash'

/**
 * Whether `signature` (base64, as NEAR wallets answer NEP-413's signMessage) is the signature of
 * the message by `publicKey` (`ed25519:` and base58). False, never a throw, for anything that is not:
 * another key type, malformed encodings, a nonce that is not 32 bytes. Whether the key is a full
 * access key of the account is the chain's to say.
 *
 * @example
 * verifyNearSignature({ message: 'hi', recipient: 'app.example', nonce, publicKey: 'ed25519:Ft…', signature: 'Mbj4…' }) // true
 */
export function verifyNearSignature(
  input: Nep413Message & { publicKey: string; signature: string },
): boolean {
  try {
    if (!input.publicKey.startsWith('ed25519:')) return false
    const publicKey = base58.decode(input.publicKey.slice('ed25519:'.length))
    const signature = base64.decode(input.signature)
    if (publicKey.length !== 32 || signature.length !== 64) return false
    return ed25519.verify(signature, nep413Hash(input), publicKey)
  } catch {
    return false
  }
}
