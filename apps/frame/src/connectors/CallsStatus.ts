import type { Hex } from 'viem'

/** One receipt of a batch (EIP-5792 v2). */
export type CallsReceipt = {
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
  /** '0x1' success, '0x0' failure. */
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/** wallet_getCallsStatus's answer (EIP-5792 v2). */
export type CallsStatus = {
  version: '2.0.0'
  id: string
  chainId: Hex
  /** 100 pending, 200 confirmed, 500 reverted on chain, 600 partly reverted (an EOA batch). */
  status: 100 | 200 | 500 | 600
  atomic: boolean
  receipts?: CallsReceipt[]
}
