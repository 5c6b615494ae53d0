import type { Address } from 'viem'

/** A token the frame knows (its own list, not the request's), so its symbol and decimals are trusted. */
export type KnownToken = { address: Address; symbol: string; decimals: number }

/** The chain the request is for. */
export type ApprovalChain = { id: number; name: string; nativeSymbol: string }

/** An amount with its display text: in the token's decimals when known, else in raw units. */
export type DisplayAmount = { raw: bigint; formatted: string; symbol?: string }

/** An SPL token the frame knows on a Solana cluster (its own list), so its symbol and decimals are trusted. */
export type KnownSolanaToken = { mint: string; symbol: string; decimals: number }
