import type { BitcoinMessageProtocol } from '@latch/protocol/bitcoinParams'
import type { RpcParams } from '@latch/protocol/rpcParams'
import type { BitcoinApi } from '@/api/createBitcoinApi'
import type { BitcoinInputsToSign } from '@/networks/BitcoinInputsToSign'
import type { BitcoinNetwork } from '@/networks/BitcoinNetwork'
import type { BitcoinApprovalRequest } from './ApprovalRequest'

/**
 * What an embedded-wallet handler of a Bitcoin method gets: the request (its params as the method's
 * schema parsed them), the wallet's Bitcoin account on the network it is for, and the means to act.
 */
export type BitcoinMethodContext<Params = unknown> = {
  method: string
  params: Params
  network: BitcoinNetwork
  /** The wallet's native SegWit address on the network. */
  address: string
  /** Shows the request in ApproveTransaction; rejects with 4001 when the user declines. */
  approve(request: BitcoinApprovalRequest): Promise<void>
  /**
   * A signature of `message` in base64 (BIP-322's simple one, or with `ecdsa` the legacy one), for
   * a request already approved (the key rebuilt for it and dropped after).
   */
  signMessage(message: string, protocol?: BitcoinMessageProtocol): Promise<string>
  /**
   * The PSBT with the inputs named signed (or, where none are named, every input that spends the
   * account), for a request already approved; nothing is finalized.
   */
  signTransaction(psbt: Uint8Array, inputs?: BitcoinInputsToSign): Promise<Uint8Array>
  /** The network as the frame's server reads it: what the account can spend, fees, broadcast. */
  chain: Pick<BitcoinApi, 'utxos' | 'feeRate' | 'broadcast'>
}

/** One Bitcoin method the embedded wallet answers itself, given params its schema has checked. */
export type BitcoinMethod<M extends string = string> = (
  context: BitcoinMethodContext<RpcParams<M>>,
) => Promise<unknown>
