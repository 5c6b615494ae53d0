import { toProtocolError } from '@latch/protocol/toProtocolError'
import type { Address, Hex } from 'viem'
import { isHex, numberToHex } from 'viem'
import { AdapterError, adapterErrorMessages } from '@/connectors/AdapterError'
import type { SendFee } from './SendState'

/**
 * The fee of a send from `from`: the node's gas estimate for the call times its gas price. Any
 * failure (the node refuses the call, is unreachable, or answers something that is not a number)
 * rejects with the adapter's 'WagmiAdapter:estimateGas - error estimating gas', the node's words in
 * `details` (what the Send view shows) and its error as `cause`.
 *
 * @example
 * const fee = await estimateSendFee(readRpc, from, { to, value: 1n }) // { namespace: 'eip155', total, gas: 21000n, gasPrice }
 */
export async function estimateSendFee(
  readRpc: (method: string, params: unknown[]) => Promise<unknown>,
  from: Address,
  call: { to: Address; value: bigint; data?: Hex | undefined },
): Promise<Extract<SendFee, { namespace: 'eip155' }>> {
  let answers: [unknown, unknown]
  try {
    answers = await Promise.all([
      readRpc('eth_estimateGas', [
        { from, to: call.to, value: numberToHex(call.value), ...(call.data && { data: call.data }) },
      ]),
      readRpc('eth_gasPrice', []),
    ])
  } catch (cause) {
    throw new AdapterError(adapterErrorMessages.estimateGas, {
      details: toProtocolError(cause).message,
      cause,
    })
  }
  const [gas, gasPrice] = answers
  if (!isHex(gas) || !isHex(gasPrice))
    throw new AdapterError(adapterErrorMessages.estimateGas, { details: 'The node gave no fee estimate' })
  return {
    namespace: 'eip155',
    total: BigInt(gas) * BigInt(gasPrice),
    gas: BigInt(gas),
    gasPrice: BigInt(gasPrice),
  }
}
