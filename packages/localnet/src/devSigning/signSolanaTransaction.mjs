import { ed25519 } from '@noble/curves/ed25519'
import { getTransactionDecoder } from '@solana/kit'

/**
 * Signs a Solana wire transaction (legacy or v0) with a dev keypair: the key's signature goes in
 * the slot of its address. The dev wallets (the web wallet's WalletConnect side, the host demo's
 * Wallet Standard one) sign this way alone, so that both refuse the same transactions.
 *
 * @example
 * const signed = signSolanaTransaction(wireBytes, solanaDevKey(0))
 * signed.signatures[solanaDevKey(0).address] // the 64-byte signature
 *
 * @param {Uint8Array} wire
 * @param {{ address: string, privateKey: Uint8Array }} key
 * @returns {import('@solana/kit').Transaction}
 * @throws {Error} when the bytes are no Solana transaction, or one that does not ask this key to sign
 */
export function signSolanaTransaction(wire, key) {
  /** @type {import('@solana/kit').Transaction} */
  let transaction
  try {
    transaction = getTransactionDecoder().decode(wire)
  } catch {
    throw new Error('The transaction is not a Solana wire transaction.')
  }
  // Only a transaction that names this account among its signers is this wallet's to sign.
  if (!Object.hasOwn(transaction.signatures, key.address))
    throw new Error(`The transaction does not ask ${key.address} to sign it.`)
  const signature = /** @type {import('@solana/kit').SignatureBytes} */ (
    ed25519.sign(new Uint8Array(transaction.messageBytes), key.privateKey)
  )
  return { ...transaction, signatures: { ...transaction.signatures, [key.address]: signature } }
}
