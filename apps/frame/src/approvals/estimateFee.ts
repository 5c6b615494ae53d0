import type { Chain, Client, Transport } from 'viem'
import { estimateGas, getGasPrice } from 'viem/actions'
import type { ApprovalTransaction } from './ApprovalTransaction'
import { formatUsd } from './internal/formatUsd'
import { reasonFromNodeError } from './internal/revertReason'

/** What sending a transaction costs, or why the node says it would fail. */
export type FeeEstimate =
  | { reverted: false; gas: bigint; gasPrice: bigint; feeWei: bigint; feeUsd?: string }
  | { reverted: true; reason: string }

/**
 * The fee of a transaction: its gas limit (the request's, else the node's estimate), its gas price
 * (the request's `gasPrice`, else its `maxFeePerGas` as the most it may pay, else the node's price)
 * and their product, in USD too when the native price is given. A transaction the node would
 * refuse gives `{ reverted: true, reason }`; failures unrelated to the transaction are thrown.
 *
 * @example
 * const fee = await estimateFee(client, description.transaction, { nativeUsdPrice: 2500 })
 * if (!fee.reverted) show(fee.feeWei, fee.feeUsd) // 21000n * 1_000_000_000n, '$0.05'
 */
export async function estimateFee(
  client: Client<Transport, Chain | undefined>,
  tx: ApprovalTransaction,
  options: { nativeUsdPrice?: number | undefined } = {},
): Promise<FeeEstimate> {
  let gas: bigint
  try {
    gas =
      tx.gas ??
      (await estimateGas(client, {
        account: tx.from,
        ...(tx.to !== undefined && { to: tx.to }),
        ...(tx.data !== undefined && { data: tx.data }),
        value: tx.value,
      }))
  } catch (error) {
    const reason = reasonFromNodeError(error)
    if (reason === undefined) throw error
    return { reverted: true, reason }
  }
  const gasPrice = tx.gasPrice ?? tx.maxFeePerGas ?? (await getGasPrice(client))
  const feeWei = gas * gasPrice
  const { nativeUsdPrice } = options
  return {
    reverted: false,
    gas,
    gasPrice,
    feeWei,
    ...(nativeUsdPrice !== undefined &&
      Number.isFinite(nativeUsdPrice) && { feeUsd: formatUsd(feeWei, 18, nativeUsdPrice) }),
  }
}
