import { errorCodes, ProviderRpcError } from '@latch/protocol'
import { base64 } from '@scure/base'
import { getTransactionEncoder, type SignatureBytes } from '@solana/kit'
import { decodeSolanaTransaction } from '@/approvals/describeRequest'
import type { SolanaMethodContext } from '@/connectors/SolanaMethodContext'

/**
 * The step both transaction methods share: the wire transaction decoded (a malformed one, or one
 * that does not need this account's signature, is refused with -32602 before any approval), the
 * user's approval, then this account's signature of exactly the message bytes that were shown,
 * put in its place among the transaction's signatures.
 *
 * @example
 * const { signature, transaction, missing } = await signSolanaTransaction(context, 'solana_signTransaction')
 */
export async function signSolanaTransaction(
  context: SolanaMethodContext<{ transaction: string }>,
  method: 'solana_signTransaction' | 'solana_signAndSendTransaction',
): Promise<{ signature: Uint8Array; transaction: string; missing: string[] }> {
  let decoded: ReturnType<typeof decodeSolanaTransaction>
  try {
    decoded = decodeSolanaTransaction(context.params.transaction)
  } catch (error) {
    throw new ProviderRpcError(
      errorCodes.invalidParams,
      `Invalid parameters for ${method}: params.transaction: ${error instanceof Error ? error.message : 'unreadable'}.`,
    )
  }
  if (!decoded.signers.includes(context.address))
    throw new ProviderRpcError(
      errorCodes.invalidParams,
      `Invalid parameters for ${method}: the transaction does not ask ${context.address} to sign it.`,
    )
  await context.approve({
    namespace: 'solana',
    method,
    params: context.params,
    caipNetworkId: context.network.caipNetworkId,
    address: context.address,
  })
  const signature = await context.sign(decoded.messageBytes)
  const signatures = { ...decoded.signatures, [context.address]: signature as SignatureBytes }
  const transaction = base64.encode(
    new Uint8Array(
      getTransactionEncoder().encode({ messageBytes: decoded.messageBytes as never, signatures }),
    ),
  )
  const entries = Object.entries(signatures) as [string, Uint8Array | null][]
  // A signer's place holds zeros until it signs.
  const missing = entries.flatMap(([signer, value]) =>
    !value || value.every((byte) => byte === 0) ? [signer] : [],
  )
  return { signature, transaction, missing }
}
