import type { Address, Hex } from 'viem'
import type { DevWalletChain } from './DevWalletChain'
import type { DappInfo, ProposalDescription } from './describeProposal'
import type { RequestDescription } from './describeRequest'

/** A session proposal waiting for the user. */
export type PendingProposal = ProposalDescription & {
  id: number
  /** Unix seconds. */
  expiresAt: number | undefined
}

/** A session request waiting for the user. */
export type PendingRequest = {
  id: number
  topic: string
  dapp: DappInfo
  /** The CAIP-2 chain the dapp sent it for. */
  chainId: string
  method: string
  params: unknown
  description: RequestDescription
}

/** A session the wallet has with a dapp. */
export type ActiveSession = {
  topic: string
  dapp: DappInfo
  /** The CAIP-2 chain the wallet last told this dapp it is on. */
  chainId: string
  /** Every CAIP-2 chain the session covers. */
  chains: string[]
  /** The events the dapp may be sent. */
  events: string[]
  account: Address
  /** The base58 Solana account, when the session covers the Solana cluster. */
  solanaAccount: string | undefined
  /** The Bitcoin address, when the session covers the Bitcoin network. */
  bitcoinAccount: string | undefined
  /** The NEAR account id, when the session covers the NEAR network. */
  nearAccount: string | undefined
  /** Unix seconds. */
  expiresAt: number
}

/** Something that happened, for the activity log. */
export type ActivityEntry =
  | { id: number; kind: 'note'; tone: 'info' | 'error'; text: string }
  | {
      id: number
      kind: 'transaction'
      hash: Hex
      chainId: string
      status: 'sent' | 'confirmed' | 'reverted' | 'unknown'
      blockNumber: bigint | undefined
    }

export type DevWalletState = {
  /** The account new sessions get and account switches go to. */
  account: {
    index: number
    address: Address
    /** The same dev key index's Solana keypair, when the wallet has a Solana cluster. */
    solanaAddress: string | undefined
    /** The same dev key index's native SegWit address, when the wallet has a Bitcoin network. */
    bitcoinAddress: string | undefined
    /** The same dev key index's NEAR implicit account, when the wallet has a NEAR network. */
    nearAddress: string | undefined
  }
  chains: readonly DevWalletChain[]
  /** Oldest first: the first one is the one to show. */
  proposals: readonly PendingProposal[]
  /** Oldest first: the first one is the one to show. */
  requests: readonly PendingRequest[]
  sessions: readonly ActiveSession[]
  /** Newest first. */
  activity: readonly ActivityEntry[]
}
