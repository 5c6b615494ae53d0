import type { BitcoinApi } from '@/api/createBitcoinApi'

/**
 * Asks the network for a transaction's status every `pollMs` until it is mined, or `timeoutMs` have
 * passed (false then), as waitForReceipt does for an EVM transaction. A failed poll is tried again:
 * a server that blinks, or a transaction not yet relayed, is not a failed payment.
 *
 * @example
 * await waitForBitcoinTransaction(bitcoin.status, txid, { pollMs: 1000, timeoutMs: 25_000 }) // true
 */
export async function waitForBitcoinTransaction(
  status: BitcoinApi['status'],
  txid: string,
  options: { pollMs: number; timeoutMs: number },
): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    if ((await status(txid).catch(() => undefined))?.confirmed) return true
    const left = deadline - Date.now()
    if (left <= 0) return false
    await new Promise((resolve) => setTimeout(resolve, Math.min(options.pollMs, left)))
  }
}
