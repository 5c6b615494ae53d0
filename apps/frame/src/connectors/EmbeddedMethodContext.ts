import type { RpcParams } from '@latch/protocol/rpcParams'
import type { AccountType } from '@latch/shared-types'
import type { Address, Hex, SignableMessage, TypedDataDefinition } from 'viem'
import type { UserOperationReceipt } from 'viem/account-abstraction'
import type { ApiClient } from '@/api/createApiClient'
import type { Network } from '@/networks/Network'
import type { ApprovalRequest } from './ApprovalRequest'

/** One call a smart account makes (EIP-5792's call, with value as a bigint). */
export type SmartCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/**
 * What an embedded-wallet method handler gets: the request (its params as the method's schema
 * parsed them), the user's accounts and the means to act.
 */
export type EmbeddedMethodContext<Params = unknown> = {
  method: string
  params: Params
  chainId: number
  network: Network
  /** The account the host sees (the preferred one). */
  address: Address
  accountType: AccountType
  /** The key's own address (the smart account's owner). */
  owner: Address
  /** The smart account's (possibly counterfactual) address. */
  smartAccount: Address
  smartAccountDeployed(): Promise<boolean>
  /** Whether the project pays this chain's gas for the smart account (its paymaster service). */
  sponsored: boolean
  /** Shows the request in ApproveTransaction; rejects with 4001 when the user declines. */
  approve(request: ApprovalRequest): Promise<void>
  /** Sends calls from the smart account as one UserOperation signed by the owner, sponsored where the project pays; resolves once the bundler accepted it. */
  sendSmartAccountCalls(calls: readonly SmartCall[]): Promise<{ userOpHash: Hex }>
  /** Waits for a UserOperation's receipt (bundler polling); rejects after the send-receipt timeout of docs/behaviour.md#constants-and-limits. */
  waitForUserOperation(userOpHash: Hex): Promise<UserOperationReceipt>
  /** Sends one transaction from the EOA with the key (the caller has already had it approved). */
  sendEoaTransaction(transaction: {
    to?: Address
    value?: bigint
    data?: Hex
    gas?: bigint
    gasPrice?: bigint
  }): Promise<Hex>
  /** Opens CallsStatus (over what the modal shows, or opening it) for a batch id this wallet gave. */
  showCallsStatus(id: string): void
  /** A read on this chain's node (through the frame's RPC proxy). */
  readRpc(method: string, params?: unknown): Promise<unknown>
  /** Signs a message as `address` (the key for the EOA, ERC-1271 or ERC-6492 for the smart account), for a request already approved. */
  signMessage(message: SignableMessage): Promise<Hex>
  /** Signs EIP-712 typed data as `address`, for a request already approved. */
  signTypedData(typedData: TypedDataDefinition): Promise<Hex>
  /** The smart account's personal_sign (ERC-1271, ERC-6492 while undeployed) of a text the frame itself signs for a request already approved: no approval of its own. */
  signSmartAccountMessage(message: string): Promise<Hex>
  /** The frame's own /api, as the host page it serves. */
  api: ApiClient
}

/** One EIP-1193 method the embedded wallet answers itself, given params its schema has checked. */
export type EmbeddedMethod<M extends string = string> = (
  context: EmbeddedMethodContext<RpcParams<M>>,
) => Promise<unknown>
