import { latchAccountAbi } from '@latch/contracts'
import { decodeFunctionData, type Hex } from 'viem'
import type { SmartCall } from '@/connectors/EmbeddedMethodContext'
import { UnreadableRequestError } from './UnreadableRequestError'

/**
 * The calls a UserOperation's callData makes the smart account do: LatchAccount's `execute` (one
 * call) or `executeBatch` (several, in order). Anything else (a grant, an upgrade, a call the
 * frame cannot read) is an `UnreadableRequestError`: a host may only send calls it can be shown.
 *
 * @example
 * readUserOperationCalls(encodeFunctionData({ abi: latchAccountAbi, functionName: 'execute', args: [to, 0n, '0x'] }))
 * // [{ to, value: 0n, data: '0x' }]
 */
export function readUserOperationCalls(callData: Hex): SmartCall[] {
  let decoded: ReturnType<typeof decodeFunctionData<typeof latchAccountAbi>>
  try {
    decoded = decodeFunctionData({ abi: latchAccountAbi, data: callData })
  } catch {
    throw new UnreadableRequestError(
      "The UserOperation's callData is not the account's execute or executeBatch",
    )
  }
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data }]
  }
  if (decoded.functionName === 'executeBatch') {
    const [targets, values, datas] = decoded.args
    // SimpleAccount's rule: no values at all, or one per call.
    if (datas.length !== targets.length || (values.length !== 0 && values.length !== targets.length))
      throw new UnreadableRequestError("The UserOperation's executeBatch has lists of different lengths")
    return targets.map((to, index) => ({ to, value: values[index] ?? 0n, data: datas[index] ?? '0x' }))
  }
  throw new UnreadableRequestError(
    "The UserOperation's callData is not the account's execute or executeBatch",
  )
}
