import type { RpcParams } from '@latch/protocol/rpcParams'
import type { SolanaNetwork } from '@/networks/SolanaNetwork'
import type { SolanaApprovalRequest } from './ApprovalRequest'

/**
 * What an embedded-wallet handler of a Solana method gets: the request (its params as the method's
 * schema parsed them), the wallet's Solana account on the cluster it is for, and the means to act.
 */
export type SolanaMethodContext<Params = unknown> = {
  method: string
  params: Params
  network: SolanaNetwork
  /** The wallet's base58 Solana account. */
  address: string
  /** Shows the request in ApproveTransaction; rejects with 4001 when the user declines. */
  approve(request: SolanaApprovalRequest): Promise<void>
  /** The account's ed25519 signature of `bytes`, for a request already approved (the key rebuilt for it and dropped after). */
  sign(bytes: Uint8Array): Promise<Uint8Array>
  /** Sends a signed wire transaction (base64) to the cluster; resolves with its signature once the cluster took it. */
  sendTransaction(
    transaction: string,
    options?: RpcParams<'solana_signAndSendTransaction'>['sendOptions'],
  ): Promise<string>
}

/** One Solana method the embedded wallet answers itself, given params its schema has checked. */
export type SolanaMethod<M extends string = string> = (
  context: SolanaMethodContext<RpcParams<M>>,
) => Promise<unknown>
