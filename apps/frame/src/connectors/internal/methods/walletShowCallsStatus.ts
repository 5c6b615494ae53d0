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
export const walletShowCallsStatus: EmbeddedMethod<'wallet_showCallsStatus'> = async (context) => {
  const [id] = context.params
  decodeCallsId(id)
  context.showCallsStatus(id)
  return null
}
