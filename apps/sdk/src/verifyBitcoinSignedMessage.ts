import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'

/** What `bip122_signMessage` answers, as WalletConnect's bip122 signMessage does. */
export type BitcoinSignedMessage = {
  address: string
  /** base64: BIP-322's simple signature (a witness stack). */
  signature: string
}

/**
 * Whether a Bitcoin message signature (what `bip122_signMessage` answered) is BIP-322's simple
 * signature of `message` by `signed.address`, a native SegWit key-hash address (P2WPKH, what Latch's
 * embedded wallet has): the witness's key hashes to the address and signs the BIP-322 sighash with a
 * low-S SIGHASH_ALL signature. False for anything else: other address types, the legacy format
 * (`protocol: 'ecdsa'`), malformed input. Pass `address` to require that it be that address.
 *
 * @example
 * import { verifyBitcoinSignedMessage } from '@latch/sdk/server'
 *
 * const ok = verifyBitcoinSignedMessage({ signed, message: 'Sign in to shop.example', address: expected })
 */
export function verifyBitcoinSignedMessage(input: {
  signed: BitcoinSignedMessage
  message: string
  address?: string | undefined
}): boolean {
  const { signed, message, address } = input
  if (address !== undefined && address !== signed.address) return false
  return verifyBitcoinSignature({ address: signed.address, message, signature: signed.signature })
}
