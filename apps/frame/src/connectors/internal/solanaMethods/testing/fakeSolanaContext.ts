import { ed25519 } from '@noble/curves/ed25519'
import { vi } from 'vitest'
import type { SolanaApprovalRequest } from '@/connectors/ApprovalRequest'
import type { SolanaMethodContext } from '@/connectors/SolanaMethodContext'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'

/**
 * For tests only: a SolanaMethodContext on the local cluster that signs with `key` (a dev keypair),
 * approves (or refuses, with `approve`) and sends through `sendTransaction`, all spies.
 *
 * @example
 * const context = fakeSolanaContext(solanaDevKeys[3], { params: { message, pubkey } })
 */
export function fakeSolanaContext(
  key: { address: string; privateKey: Uint8Array },
  overrides: Partial<SolanaMethodContext> = {},
) {
  return {
    method: 'solana_signMessage',
    params: {},
    network: localSolanaNetwork,
    address: key.address,
    approve: vi.fn(async (_request: SolanaApprovalRequest) => undefined),
    sign: vi.fn(async (bytes: Uint8Array) => ed25519.sign(bytes, key.privateKey)),
    sendTransaction: vi.fn(async (_transaction: string) => 'sent'),
    ...overrides,
  } satisfies SolanaMethodContext
}
