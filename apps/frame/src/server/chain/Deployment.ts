import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const Address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address')
  .transform((value) => getAddress(value))

/** A token the local AMM prices: its USD price is what the pools were seeded at, for reference only. */
export const DeployedToken = z.object({
  address: Address,
  symbol: z.string().min(1),
  name: z.string().min(1),
  decimals: z.number().int().min(0).max(36),
  usdPrice: z.number().positive(),
})
export type DeployedToken = z.infer<typeof DeployedToken>

/**
 * What packages/localnet deployed on one devnet (its deployments file, per chain id): the tokens,
 * the constant-product AMM (Uniswap V2 interface) and a Multicall3.
 */
export const Deployment = z.object({
  chainId: z.number().int().positive(),
  caipNetworkId: z.string().regex(/^eip155:\d+$/),
  deployBlock: z.number().int().min(0),
  deployer: Address,
  multicall: Address,
  weth: Address,
  factory: Address,
  router: Address,
  usdToken: Address,
  tokens: z.array(DeployedToken).min(1),
  pairs: z.array(z.object({ address: Address, token0: Address, token1: Address })),
  /** The ERC-4337 contracts (the same on every devnet: `smartAccountContracts` of @latch/contracts). */
  smartAccounts: z
    .object({
      entryPoint: Address,
      accountFactory: Address,
      accountImplementation: Address,
      paymaster: Address,
    })
    .optional(),
})
export type Deployment = z.infer<typeof Deployment>

/** The deployments file: one Deployment per chain id. */
export const Deployments = z.record(z.string().regex(/^\d+$/), Deployment)
export type Deployments = z.infer<typeof Deployments>
