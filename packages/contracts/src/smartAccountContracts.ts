import type { Address } from 'viem'

/** Where the ERC-4337 contracts are on a chain. */
export type SmartAccountContracts = {
  /** EntryPoint v0.7 of @account-abstraction/contracts (ours, not the canonical 0x0000000071727De2…). */
  entryPoint: Address
  /** LatchAccountFactory: `getAddress(owner, 0)` is a user's smart account. */
  accountFactory: Address
  /** The LatchAccount implementation behind every account's ERC1967 proxy. */
  accountImplementation: Address
  /** The VerifyingPaymaster whose signer is the frame's server. */
  paymaster: Address
}

/**
 * The ERC-4337 contracts as `npm start` deploys them, at the same addresses on both devnets (the
 * deployer's nonces fix them; packages/localnet checks that a deployment lands exactly here).
 *
 * @example
 * await client.readContract({
 *   address: smartAccountContracts.accountFactory,
 *   abi: latchAccountFactoryAbi,
 *   functionName: 'getAddress',
 *   args: [owner, 0n],
 * })
 */
export const smartAccountContracts = {
  entryPoint: '0x49EA5126fD67f877b62dDC0144DBeb42591DF7bb',
  accountFactory: '0x2fb5e98f1eFE95aE50F9BecAfCE660701aD8D9be',
  accountImplementation: '0x674D53a841dd0bfc6f9eB2E096DDA7d0F9EC1b89',
  paymaster: '0x5E388db7c3aef7deA9585FbE3c077f0c98857d0d',
} as const satisfies SmartAccountContracts
