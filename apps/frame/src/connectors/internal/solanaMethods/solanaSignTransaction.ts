import { base58 } from '@scure/base'
import type { SolanaMethod } from '@/connectors/SolanaMethodContext'
import { signSolanaTransaction } from './internal/signSolanaTransaction'

/**
 * solana_signTransaction for the embedded wallet: once the user approved what ApproveTransaction
 * says the transaction does, this account signs it; the answer is its signature (base58) and the
 * transaction with it (base64), for the app to add other signatures and send.
 *
 * @example
 * await solanaSignTransaction(context) // { signature: '5VER…', transaction: 'AQ…' }
 */
export const solanaSignTransaction: SolanaMethod<'solana_signTransaction'> = async (context) => {
  const { signature, transaction } = await signSolanaTransaction(context, 'solana_signTransaction')
  return { signature: base58.encode(signature), transaction }
}
