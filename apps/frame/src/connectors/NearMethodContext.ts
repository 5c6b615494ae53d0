import type { Nep413Message } from '@latch/protocol/nep413Hash'
import type { RpcParams } from '@latch/protocol/rpcParams'
import type { NearNetwork } from '@/networks/NearNetwork'
import type { NearApprovalRequest } from './ApprovalRequest'

/**
 * What an embedded-wallet handler of a NEAR method gets: the request (its params as the method's
 * schema parsed them), the wallet's NEAR account on the network it is for, and the means to act.
 */
export type NearMethodContext<Params = unknown> = {
  method: string
  params: Params
  network: NearNetwork
  /** The wallet's implicit account id. */
  accountId: string
  /** Its key, `ed25519:` and base58: the one key of an implicit account. */
  publicKey: string
  /** Shows the request in ApproveTransaction; rejects with 4001 when the user declines. */
  approve(request: NearApprovalRequest): Promise<void>
  /**
   * NEP-413's signature of `message` (base64) with the key that answers it (`ed25519:` and base58),
   * for a request already approved (the key rebuilt for it and dropped after).
   */
  signMessage(message: Nep413Message): Promise<{ publicKey: string; signature: string }>
  /** The ed25519 signature (64 bytes) of a transaction's Borsh bytes, for a request already approved. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>
}

/** One NEAR method the embedded wallet answers itself, given params its schema has checked. */
export type NearMethod<M extends string = string> = (
  context: NearMethodContext<RpcParams<M>>,
) => Promise<unknown>
