import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { NearMethodContext } from '@/connectors/NearMethodContext'
import { decodeNearTransaction, NearTransactionError } from '@/networks/near/decodeNearTransaction'

const invalid = (message: string) => new ProviderRpcError(errorCodes.invalidParams, message)

/**
 * Refuses, before anyone is asked, a transaction Latch does not read (-32602), one another account
 * signs (4100), or one that names another key than the account's (-32602).
 *
 * @example
 * checkOwnNearTransaction(context, context.params.transaction)
 */
export function checkOwnNearTransaction(
  context: Pick<NearMethodContext, 'accountId' | 'publicKey' | 'network'>,
  transaction: Uint8Array,
): void {
  let decoded: ReturnType<typeof decodeNearTransaction>
  try {
    decoded = decodeNearTransaction(transaction)
  } catch (error) {
    if (error instanceof NearTransactionError)
      throw invalid(`The transaction cannot be read: ${error.message}`)
    throw error
  }
  if (decoded.signerId !== context.accountId)
    throw new ProviderRpcError(
      errorCodes.unauthorized,
      `The account ${decoded.signerId} is not this wallet's NEAR account on ${context.network.name}.`,
    )
  if (decoded.publicKey !== context.publicKey)
    throw invalid(
      `The transaction names the key ${decoded.publicKey}, not this account's key ${context.publicKey}`,
    )
}

/**
 * SignedTransaction's Borsh bytes, as an array of byte values: the transaction, then its signature
 * as enum variant 0 (ed25519).
 *
 * @example
 * signedNearTransaction(transaction, signature) // [13, 0, 0, 0, …]
 */
export function signedNearTransaction(transaction: Uint8Array, signature: Uint8Array): number[] {
  return [...transaction, 0, ...signature]
}
