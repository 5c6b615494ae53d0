import { InvalidParamsError } from '@latch/protocol'
import { rpcParams } from '@latch/protocol/rpcParams'
import type { EmbeddedMethod } from '@/connectors/EmbeddedMethodContext'
import { decodeCallsId } from './callsId'

/**
 * wallet_showCallsStatus (EIP-5792): opens CallsStatus for a batch this wallet sent, which follows
 * it until it is mined and links each transaction to the network's explorer. An id the wallet did
 * not give is refused (5730) before anything opens. Answers null.
 *
 * @example
 * await walletShowCallsStatus(context) // null, CallsStatus shown
 */
export const walletShowCallsStatus: EmbeddedMethod = async (context) => {
  const parsed = rpcParams.wallet_showCallsStatus.safeParse(context.params)
  if (!parsed.success) throw new InvalidParamsError()
  const [id] = parsed.data
  decodeCallsId(id)
  context.showCallsStatus(id)
  return null
}
