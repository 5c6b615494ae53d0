import { base64Pattern } from '../base64Pattern'
import * as z from '../z'

const base58Alphabet = /^[1-9A-HJ-NP-Za-km-z]+$/

/** A Solana address: 32 bytes in base58 (32 to 44 characters). */
export const SolanaAddress = z
  .string()
  .check(
    z.minLength(32, 'expected a base58 Solana address'),
    z.maxLength(44, 'expected a base58 Solana address'),
  )
  .check(z.regex(base58Alphabet, 'expected a base58 Solana address'))
export type SolanaAddress = z.infer<typeof SolanaAddress>

/** The largest transaction a Solana cluster takes (one packet's payload), in bytes. */
export const maxSolanaTransactionBytes = 1232

const tooLarge = `a transaction is at most ${maxSolanaTransactionBytes} bytes`
const base64Length = (value: string) => (value.length / 4) * 3 - (value.match(/=+$/)?.[0].length ?? 0)

/**
 * A Solana wire transaction (its signatures, then its message) in base64: no longer than the
 * largest transaction a cluster takes. That it decodes is the wallet's to check.
 */
export const SolanaWireTransaction = z
  .string()
  .check(
    z.minLength(4, 'expected a base64 transaction'),
    z.maxLength(Math.ceil(maxSolanaTransactionBytes / 3) * 4, tooLarge),
  )
  .check(
    z.regex(base64Pattern, 'expected a base64 transaction'),
    z.refine((value) => base64Length(value) <= maxSolanaTransactionBytes, tooLarge),
  )
export type SolanaWireTransaction = z.infer<typeof SolanaWireTransaction>

/** How long a base58 message to sign may be, in characters (about 7.3 KB). */
export const maxSolanaMessageLength = 10_000

/** What sendTransaction's preflight may be told (the Solana JSON-RPC's send options). */
export const SolanaSendOptions = z.strictObject({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
  maxRetries: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
  minContextSlot: z.optional(z.number().check(z.int(), z.gte(0))),
})
export type SolanaSendOptions = z.infer<typeof SolanaSendOptions>

/**
 * The Solana methods' parameters, as WalletConnect's Solana JSON-RPC words them (docs/methods.md):
 * a message in base58 with the account that signs it, a transaction in base64.
 */
export const solanaParams = {
  solana_signMessage: z.object({
    message: z
      .string()
      .check(
        z.minLength(1, 'expected a base58 message'),
        z.maxLength(
          maxSolanaMessageLength,
          `a message is at most ${maxSolanaMessageLength} base58 characters`,
        ),
      )
      .check(z.regex(base58Alphabet, 'expected a base58 message')),
    pubkey: SolanaAddress,
  }),
  solana_signTransaction: z.object({ transaction: SolanaWireTransaction }),
  solana_signAndSendTransaction: z.object({
    transaction: SolanaWireTransaction,
    sendOptions: z.optional(SolanaSendOptions),
  }),
} as const
