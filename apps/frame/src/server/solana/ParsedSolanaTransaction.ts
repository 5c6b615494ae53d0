import type { ParsedTokenBalance } from './solanaTokenDeltas'

/** An instruction of a jsonParsed transaction: parsed where the cluster knows its program. */
export type ParsedInstruction = {
  program?: string
  programId: string
  parsed?: { type?: string; info?: Record<string, unknown> } | string
}

/**
 * What the server reads of a cluster's getTransaction answer in `jsonParsed` encoding: its slot,
 * its outcome and balances before and after, and its accounts and instructions.
 */
export type ParsedSolanaTransaction = {
  slot: bigint | number
  meta: {
    err: unknown
    fee: bigint | number
    preBalances: readonly (bigint | number)[]
    postBalances: readonly (bigint | number)[]
    preTokenBalances?: readonly ParsedTokenBalance[]
    postTokenBalances?: readonly ParsedTokenBalance[]
  } | null
  transaction: {
    message: {
      accountKeys: readonly { pubkey: string; signer: boolean }[]
      instructions: readonly ParsedInstruction[]
    }
  }
}
