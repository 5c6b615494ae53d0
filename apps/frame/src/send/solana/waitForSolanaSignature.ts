import type { SolanaRead } from '@/networks/SolanaRead'

/** How a Solana transaction ended: confirmed by the cluster, or failed with the cluster's error. */
export type SolanaOutcome = { status: 'confirmed' } | { status: 'failed'; error: unknown }

type SignatureStatus = { err: unknown; confirmationStatus: string | null } | null

/**
 * Asks the cluster for a signature's status (getSignatureStatuses) every `pollMs` until it is
 * confirmed or failed, or `timeoutMs` have passed (undefined then), as waitForReceipt does for an
 * EVM transaction. A failed poll is tried again: a node that blinks is not a failed transaction.
 *
 * @example
 * await waitForSolanaSignature(read, signature, { pollMs: 1000, timeoutMs: 25_000 }) // { status: 'confirmed' }
 */
export async function waitForSolanaSignature(
  read: SolanaRead,
  signature: string,
  options: { pollMs: number; timeoutMs: number },
): Promise<SolanaOutcome | undefined> {
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    const answer = (await read('getSignatureStatuses', [[signature]]).catch(() => undefined)) as
      | { value?: SignatureStatus[] }
      | undefined
    const status = answer?.value?.[0]
    if (status?.err) return { status: 'failed', error: status.err }
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return { status: 'confirmed' }
    const left = deadline - Date.now()
    if (left <= 0) return undefined
    await new Promise((resolve) => setTimeout(resolve, Math.min(options.pollMs, left)))
  }
}
