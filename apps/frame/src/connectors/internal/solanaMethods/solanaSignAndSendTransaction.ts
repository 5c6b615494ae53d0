import { errorCodes, ProviderRpcError } from '@latch/protocol'
import { base58 } from '@scure/base'
import type { SolanaMethod } from '@/connectors/SolanaMethodContext'
import { signSolanaTransaction } from './internal/signSolanaTransaction'

/**
 * solana_signAndSendTransaction for the embedded wallet: approved and signed as solana_signTransaction
 * is, then sent to the cluster with the app's send options (preflight at `confirmed` unless it says
 * otherwise). A transaction that still lacks another signer's signature is refused unsent; the
 * cluster's refusal (its preflight simulation failed) reaches the app as the cluster words it.
 *
 * @example
 * await solanaSignAndSendTransaction(context) // { signature: '5VER…' }
 */
export const solanaSignAndSendTransaction: SolanaMethod<'solana_signAndSendTransaction'> = async (
  context,
) => {
  const { signature, transaction, missing } = await signSolanaTransaction(
    context,
    'solana_signAndSendTransaction',
  )
  if (missing.length > 0)
    throw new ProviderRpcError(
      errorCodes.invalidParams,
      `The transaction also needs the signature of ${missing.join(', ')}: sign it with solana_signTransaction and send it yourself.`,
    )
  await context.sendTransaction(transaction, context.params.sendOptions)
  return { signature: base58.encode(signature) }
}
