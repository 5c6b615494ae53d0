import type { AccountType } from '@latch/shared-types'
import type { Address } from 'viem'

/** An unsafe request on its way to the user's approval in the frame (ApproveTransaction). */
export type ApprovalRequest = EvmApprovalRequest | SolanaApprovalRequest

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

/** A request for a Solana cluster (docs/namespaces.md). */
export type SolanaApprovalRequest = {
  namespace: 'solana'
  method: string
  params: unknown
  /** The cluster's CAIP-2 id. */
  caipNetworkId: string
  /** The base58 account that signs. */
  address: string
  // A Solana account is one keypair: no smart account, no sponsor.
  accountType?: undefined
  sponsored?: undefined
}
