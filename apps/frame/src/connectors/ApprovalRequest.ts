import type { AccountType } from '@latch/shared-types'
import type { Address } from 'viem'

/** An unsafe request on its way to the user's approval in the frame (ApproveTransaction). */
export type ApprovalRequest = {
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
