import type { AccountType } from '@latch/shared-types'
import type { Address } from 'viem'

/** An unsafe request on its way to the user's approval in the frame (ApproveTransaction). */
export type ApprovalRequest =
  | EvmApprovalRequest
  | SolanaApprovalRequest
  | BitcoinApprovalRequest
  | NearApprovalRequest

/** A request for an eip155 chain. */
export type EvmApprovalRequest = {
  namespace?: 'eip155' | undefined
  method: string
  params: unknown
  chainId: number
  /** The account that signs or sends: the one the host sees. */
  address: Address
  /** Which of the user's accounts `address` is (the EOA when absent). */
  accountType?: AccountType | undefined
  /** The project pays the gas (the smart account's paymaster service): no fee for the user. */
  sponsored?: boolean | undefined
}

/**
 * A request for another namespace's network, signed by one key: no smart account, no sponsor
 * (docs/namespaces.md).
 */
type KeyApprovalRequest<Namespace extends string> = {
  namespace: Namespace
  method: string
  params: unknown
  /** The network's CAIP-2 id. */
  caipNetworkId: string
  /** The account that signs, as its namespace writes it. */
  address: string
  accountType?: undefined
  sponsored?: undefined
}

/** A request for a Solana cluster. */
export type SolanaApprovalRequest = KeyApprovalRequest<'solana'>

/**
 * A request for a Bitcoin network; one that moves bitcoin carries the transaction the wallet made
 * for it (a PSBT, base64), which is what is shown and signed.
 */
export type BitcoinApprovalRequest = KeyApprovalRequest<'bip122'> & { transaction?: string | undefined }

/** A request for a NEAR network. */
export type NearApprovalRequest = KeyApprovalRequest<'near'>
