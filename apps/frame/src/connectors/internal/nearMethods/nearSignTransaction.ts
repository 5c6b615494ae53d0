import type { NearMethod } from '@/connectors/NearMethodContext'
import { checkOwnNearTransaction, signedNearTransaction } from './checkOwnNearTransaction'

/**
 * near_signTransaction for the embedded wallet: the dapp's transaction (its Borsh bytes) must be
 * one Latch reads, signed by this wallet's implicit account with its key, else it is refused
 * before anyone is asked (checkOwnNearTransaction); the user approves it in words in
 * ApproveTransaction, then it is signed and answered as the signed transaction's Borsh bytes (an
 * array of byte values, as wallet-selector's NEAR wallets answer), for the dapp to send.
 *
 * @example
 * await nearSignTransaction(context) // [13, 0, 0, 0, …] (SignedTransaction.decode reads it)
 */
export const nearSignTransaction: NearMethod<'near_signTransaction'> = async (context) => {
  const { transaction } = context.params
  checkOwnNearTransaction(context, transaction)
  await context.approve({
    namespace: 'near',
    method: 'near_signTransaction',
    params: context.params,
    caipNetworkId: context.network.caipNetworkId,
    address: context.accountId,
  })
  return signedNearTransaction(transaction, await context.signTransaction(transaction))
}
