import { paymasterSignerKey } from '@latch/localnet/devAccounts'
import type { Hex } from 'viem'
import type { ServerMode } from '../api/ServerMode'

/**
 * The key that signs for the VerifyingPaymaster: `LATCH_PAYMASTER_KEY` (0x and 32 bytes hex), else
 * in local mode the devnets' paymaster signer (packages/localnet deploys the paymaster for it);
 * undefined when upstream mode has none, so that nothing is sponsored. A malformed key throws.
 *
 * @example
 * const key = paymasterKey(services.mode)
 */
export function paymasterKey(
  mode: ServerMode,
  env: Record<string, string | undefined> = process.env,
): Hex | undefined {
  const configured = env.LATCH_PAYMASTER_KEY
  if (configured) {
    if (!/^0x[0-9a-fA-F]{64}$/.test(configured))
      throw new Error('LATCH_PAYMASTER_KEY must be 0x and 32 bytes of hex')
    return configured as Hex
  }
  return mode.kind === 'local' ? paymasterSignerKey : undefined
}
