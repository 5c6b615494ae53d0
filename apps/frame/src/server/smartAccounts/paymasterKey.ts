import type { Hex } from 'viem'

/**
 * The key that signs for the VerifyingPaymaster: `LATCH_PAYMASTER_KEY` (0x and 32 bytes hex), which
 * `npm start` sets to the devnets' paymaster signer (packages/localnet deploys the paymaster for it);
 * undefined without it, so that nothing is sponsored. A malformed key throws.
 *
 * @example
 * const key = paymasterKey()
 */
export function paymasterKey(env: Record<string, string | undefined> = process.env): Hex | undefined {
  const configured = env.LATCH_PAYMASTER_KEY
  if (!configured) return undefined
  if (!/^0x[0-9a-fA-F]{64}$/.test(configured))
    throw new Error('LATCH_PAYMASTER_KEY must be 0x and 32 bytes of hex')
  return configured as Hex
}
