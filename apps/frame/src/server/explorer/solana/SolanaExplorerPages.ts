import type { ExplorerBalance, ExplorerChainInfo } from '../ExplorerChainInfo'

/** A token as a Solana explorer page names it: its symbol where the server knows the mint. */
export type SolanaExplorerToken = { mint: string | undefined; symbol: string; name: string }

/** What the explorer's page of a Solana address shows. */
export type SolanaExplorerAddress = {
  chain: ExplorerChainInfo
  address: string
  /** Undefined when the cluster did not answer: the page says so rather than failing. */
  balances: ExplorerBalance[] | undefined
  /** The newest transactions that name the address, as the cluster lists them. */
  transactions: {
    signature: string
    slot: number
    time: Date | undefined
    failed: boolean
  }[]
  /** Whether older transactions exist than those listed. */
  moreTransactions: boolean
}

/** One instruction of a Solana transaction, in words where the cluster parses its program. */
export type SolanaExplorerInstruction = { program: string; text: string }

/** What the explorer's page of a Solana transaction shows. */
export type SolanaExplorerTransaction = {
  chain: ExplorerChainInfo
  signature: string
  failed: boolean
  slot: number
  time: Date | undefined
  /** In SOL. */
  fee: string
  signers: string[]
  instructions: SolanaExplorerInstruction[]
  /** What each account gained or lost, in whole tokens with a sign (`+1`, `-0.000005`). */
  changes: { owner: string; token: SolanaExplorerToken; change: string }[]
}
