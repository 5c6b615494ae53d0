import type { KnownSolanaToken } from '@/approvals/describeRequest'

/** The SPL tokens the frame knows on one Solana cluster (the local cluster's USDL), to say what a transaction moves. */
export type KnownSolanaTokens = { caipNetworkId: string; tokens: KnownSolanaToken[] }
