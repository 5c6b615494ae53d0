import type { NearMethod } from '@/connectors/NearMethodContext'
import { checkOwnNearTransaction, signedNearTransaction } from './checkOwnNearTransaction'

/**
 * near_signTransactions for the embedded wallet: every transaction is checked as near_signTransaction
 * checks one, before anyone is asked; the user approves them together in ApproveTransaction (each in
 * words, in order), then each is signed, and the signed transactions are answered in the same order.
 *
 * @example
 * await nearSignTransactions(context) // [[13, 0, 0, 0, …], [13, 0, 0, 0, …]]
 */
export const nearSignTransactions: NearMethod<'near_signTransactions'> = async (context) => {
  const { transactions } = context.params
  for (const transaction of transactions) checkOwnNearTransaction(context, transaction)
  await context.approve({
    namespace: 'near',
    method: 'near_signTransactions',
    params: context.params,
    caipNetworkId: context.network.caipNetworkId,
    address: context.accountId,
  })
  const signed: number[][] = []
  for (const transaction of transactions)
    signed.push(signedNearTransaction(transaction, await context.signTransaction(transaction)))
  return signed
}
