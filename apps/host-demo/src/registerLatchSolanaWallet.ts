import type { Latch } from '@latch/sdk'
import { registerSolanaWallet } from '@latch/sdk/solana'
import type { Config } from 'wagmi'

/**
 * Registers Latch's Solana wallet with Wallet Standard, over the same Latch instance as the wagmi
 * connector's: one modal, one login, whose Solana account Solana dapps then find like any wallet's.
 */
export function registerLatchSolanaWallet(config: Config) {
  const connector = config.connectors.find((candidate) => candidate.id === 'latch')
  if (!connector || !('getLatch' in connector)) throw new Error('The Latch connector is missing.')
  registerSolanaWallet((connector as typeof connector & { getLatch(): Latch }).getLatch(), {
    chains: ['solana:localnet'],
  })
}
