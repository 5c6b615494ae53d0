import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { NearMethod } from '@/connectors/NearMethodContext'
import { decodeNearTransaction, NearTransactionError } from '@/networks/near/decodeNearTransaction'

const invalid = (message: string) => new ProviderRpcError(errorCodes.invalidParams, message)

/**
 * near_signTransaction for the embedded wallet: the dapp's transaction (its Borsh bytes) must be
 * one Latch reads, signed by this wallet's implicit account with its key, else it is refused
 * before anyone is asked (4100 for another account, -32602 otherwise); the user approves it in
 * words in ApproveTransaction, then it is signed and answered as the signed transaction's Borsh
 * bytes (an array of byte values, as wallet-selector's NEAR wallets answer), for the dapp to send.
 *
 * @example
 * await nearSignTransaction(context) // [13, 0, 0, 0, …] (SignedTransaction.decode reads it)
 */
export const nearSignTransaction: NearMethod<'near_signTransaction'> = async (context) => {
  const { transaction } = context.params
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
  await context.approve({
    namespace: 'near',
    method: 'near_signTransaction',
    params: context.params,
    caipNetworkId: context.network.caipNetworkId,
    address: context.accountId,
  })
  const signature = await context.signTransaction(transaction)
  // SignedTransaction's Borsh: the transaction, then the signature as enum variant 0 (ed25519).
  return [...transaction, 0, ...signature]
}
