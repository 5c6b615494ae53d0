/** The fields of a transaction receipt a send reads. */
type SendReceipt = { status: string; blockNumber: string }

/**
 * Asks the node for a transaction's receipt every `pollMs` until it has one or `timeoutMs` have
 * passed (docs/behaviour.md#constants-and-limits: 25000 ms for a send), answering undefined then. A failed poll is tried again:
 * a node that blinks is not a failed transaction.
 *
 * @example
 * const receipt = await waitForReceipt(readRpc, hash, { pollMs: 1000, timeoutMs: 25_000 })
 * receipt?.status // '0x1'
 */
export async function waitForReceipt(
  readRpc: (method: string, params: unknown[]) => Promise<unknown>,
  hash: string,
  options: { pollMs: number; timeoutMs: number },
): Promise<SendReceipt | undefined> {
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    const receipt = await readRpc('eth_getTransactionReceipt', [hash]).catch(() => null)
    if (isReceipt(receipt)) return receipt
    const left = deadline - Date.now()
    if (left <= 0) return undefined
    await new Promise((resolve) => setTimeout(resolve, Math.min(options.pollMs, left)))
  }
}

function isReceipt(value: unknown): value is SendReceipt {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'string' &&
    typeof (value as { blockNumber?: unknown }).blockNumber === 'string'
  )
}
