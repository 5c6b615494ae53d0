import { encodeWif } from '@latch/keys'
import { base58 } from '@scure/base'
import type { Address, Hex } from 'viem'
import { deriveBitcoinKey } from './deriveBitcoinKey'
import { deriveNearKey } from './deriveNearKey'
import { deriveSolanaKey } from './deriveSolanaKey'
import { rebuildKeyBytes } from './internal/rebuildKeyBytes'

/** The embedded wallet's keys as its owner takes them to another wallet. */
export type ExportedKeys = {
  /** The Ethereum account's private key, as hex. */
  ethereum: Hex
  /** The Solana account: its address, and its 64-byte keypair in base58 (what Solana wallets import). */
  solana: { address: string; secretKey: string }
  /** The NEAR implicit account, and its key as NEAR wallets and near-cli import it (`ed25519:` base58 of 64 bytes). */
  near: { accountId: string; secretKey: string }
  /** The Bitcoin account: its native SegWit address, and its key in the wallet import format. */
  bitcoin: { address: string; wif: string }
}

/**
 * Rebuilds the key from two shares (checked against `expectedAddress`) and answers it with the Solana,
 * NEAR and Bitcoin keys derived from it (deriveSolanaKey, deriveNearKey, deriveBitcoinKey), in the
 * forms other wallets import. Only for showing them to
 * their owner; the bytes this makes are zeroed before it returns.
 *
 * @example
 * const { ethereum, solana, near, bitcoin } = await exportKeys([deviceShare, authShare], user.address)
 */
export async function exportKeys(
  shares: readonly [Uint8Array, Uint8Array],
  expectedAddress: Address,
): Promise<ExportedKeys> {
  const { bytes, privateKey } = await rebuildKeyBytes(shares, expectedAddress)
  try {
    const solana = deriveSolanaKey(bytes)
    const near = deriveNearKey(bytes)
    const bitcoin = deriveBitcoinKey(bytes)
    const keys = {
      ethereum: privateKey,
      solana: { address: solana.address, secretKey: base58.encode(solana.secretKey) },
      near: { accountId: near.accountId, secretKey: `ed25519:${base58.encode(near.secretKey)}` },
      bitcoin: { address: bitcoin.address, wif: encodeWif(bitcoin.privateKey, 'mainnet') },
    }
    solana.secretKey.fill(0)
    near.secretKey.fill(0)
    bitcoin.privateKey.fill(0)
    return keys
  } finally {
    bytes.fill(0)
  }
}
