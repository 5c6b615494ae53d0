import { base64Pattern } from '../base64Pattern'
import { nearAccountIdPattern } from '../nearAccountIdPattern'
import * as z from '../z'

/** How long a message to sign may be, in characters. */
export const maxNearMessageLength = 10_000

/** A NEAR account id, named or implicit (nearAccountIdPattern). */
export const NearAccountId = z.string().check(z.regex(nearAccountIdPattern, 'expected a NEAR account id'))
export type NearAccountId = z.infer<typeof NearAccountId>

const byte = z.number().check(z.int(), z.gte(0), z.lte(255))

/**
 * Bytes a dapp sends as base64 text (`text` says which) or as an array of byte values (what a
 * `Uint8Array` or `Buffer` becomes on its way through JSON), `count` of them, answered as bytes.
 */
function bytesParam(error: string, text: z.ZodMiniString, count: { min: number; max: number }) {
  return z.pipe(
    z.union(
      [text, z.array(byte, error).check(z.minLength(count.min, error), z.maxLength(count.max, error))],
      error,
    ),
    z.transform((bytes) =>
      typeof bytes === 'string'
        ? Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0))
        : Uint8Array.from(bytes),
    ),
  )
}

const nonceError = 'expected a nonce of 32 bytes: base64, or an array of 32 numbers from 0 to 255'

/** NEP-413's nonce: 32 bytes, as base64 or as an array of 32 byte values, answered as bytes. */
export const Nep413Nonce = bytesParam(
  nonceError,
  z.string().check(z.regex(/^[A-Za-z0-9+/]{43}=$/, nonceError)),
  {
    min: 32,
    max: 32,
  },
)
export type Nep413Nonce = z.infer<typeof Nep413Nonce>

/** The largest transaction a wallet signs, in bytes: NEAR's own limit (a contract's code included). */
export const maxNearTransactionBytes = 4 * 1024 * 1024

/** How many transactions one near_signTransactions may ask to sign. */
export const maxNearTransactionsPerRequest = 10

const transactionError =
  'expected a NEAR transaction: its Borsh bytes as base64, or as an array of numbers from 0 to 255'

/**
 * A NEAR transaction as near-api-js's `Transaction.encode()` writes it (Borsh), sent as base64 or as
 * an array of byte values, answered as bytes. Whether the bytes are a transaction is the wallet's to check.
 */
export const NearTransactionBytes = bytesParam(
  transactionError,
  z
    .string()
    .check(z.maxLength(Math.ceil(maxNearTransactionBytes / 3) * 4, transactionError))
    .check(z.minLength(1, transactionError), z.regex(base64Pattern, transactionError)),
  { min: 1, max: maxNearTransactionBytes },
)
export type NearTransactionBytes = z.infer<typeof NearTransactionBytes>

/**
 * The NEAR methods' parameters (docs/methods.md):
 * - `near_signMessage`: NEP-413's `message`, `recipient` (who the signature is for, such as the
 *   dapp's domain), `nonce` (32 bytes) and optional `callbackUrl` (signed with the rest) and
 *   `state` (answered back as given), with the `accountId` that signs where the dapp names one.
 * - `near_signTransaction`: the transaction the dapp made (signer, key, nonce, block hash, actions).
 * - `near_signTransactions`: several such transactions, approved and signed together.
 * - `near_getAccounts`: nothing (`{}`, or no params at all).
 */
export const nearParams = {
  near_signMessage: z.object({
    message: z
      .string()
      .check(z.maxLength(maxNearMessageLength, `a message is at most ${maxNearMessageLength} characters`)),
    recipient: z
      .string()
      .check(
        z.minLength(1, 'expected a recipient'),
        z.maxLength(256, 'a recipient is at most 256 characters'),
      ),
    nonce: Nep413Nonce,
    callbackUrl: z.optional(z.string().check(z.maxLength(2048, 'a callbackUrl is at most 2048 characters'))),
    state: z.optional(z.string().check(z.maxLength(2048, 'a state is at most 2048 characters'))),
    accountId: z.optional(NearAccountId),
  }),
  near_signTransaction: z.object({ transaction: NearTransactionBytes }),
  near_signTransactions: z.object({
    transactions: z
      .array(NearTransactionBytes, 'expected a list of NEAR transactions')
      .check(
        z.minLength(1, 'expected at least one transaction'),
        z.maxLength(
          maxNearTransactionsPerRequest,
          `at most ${maxNearTransactionsPerRequest} transactions at once`,
        ),
      ),
  }),
  near_getAccounts: z.custom<Record<string, never> | []>(
    (params) =>
      Array.isArray(params)
        ? params.length === 0
        : typeof params === 'object' && params !== null && Object.keys(params).length === 0,
    'near_getAccounts takes no parameters',
  ),
}
