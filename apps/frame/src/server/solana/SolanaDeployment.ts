import { isAddress } from '@solana/kit'
import { z } from 'zod'

const SolanaAddress = z.string().refine((value) => isAddress(value), 'Expected a base58 Solana address')

/** An SPL token made on a local cluster, with a fixed reference price (the cluster has no pools). */
export const SolanaDeployedToken = z.object({
  mint: SolanaAddress,
  symbol: z.string().min(1),
  name: z.string().min(1),
  decimals: z.number().int().min(0).max(18),
  usdPrice: z.number().positive(),
})
export type SolanaDeployedToken = z.infer<typeof SolanaDeployedToken>

/**
 * What packages/localnet made on a local Solana cluster (its Solana deployments file, `solana.json`
 * beside the deployments file): the SPL tokens, and SOL's reference price in USD.
 */
export const SolanaDeployment = z.object({
  caipNetworkId: z.string().regex(/^solana:[-_a-zA-Z0-9]{1,32}$/),
  genesisHash: z.string().min(1),
  nativeUsdPrice: z.number().positive(),
  tokens: z.array(SolanaDeployedToken),
})
export type SolanaDeployment = z.infer<typeof SolanaDeployment>

/** The Solana deployments file: one SolanaDeployment per CAIP-2 id. */
export const SolanaDeployments = z.record(z.string(), SolanaDeployment)
export type SolanaDeployments = z.infer<typeof SolanaDeployments>
