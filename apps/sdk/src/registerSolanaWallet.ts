import { registerWallet } from '@wallet-standard/wallet'
import { createSolanaWallet, type LatchSolanaWallet, type SolanaWalletOptions } from './createSolanaWallet'
import type { Latch } from './Latch'

/**
 * Makes Latch's Solana wallet (createSolanaWallet) and registers it with Wallet Standard, so that
 * `@solana/wallet-adapter`, `@solana/react` and any dapp that lists Wallet Standard wallets shows
 * "Latch" among them. Returns the wallet.
 *
 * @example
 * import { getLatch } from '@latch/sdk'
 * import { registerSolanaWallet } from '@latch/sdk/solana'
 *
 * registerSolanaWallet(getLatch({ projectId: 'latch-dev', networks: ['solana:localnet'] }))
 */
export function registerSolanaWallet(latch: Latch, options?: SolanaWalletOptions): LatchSolanaWallet {
  const wallet = createSolanaWallet(latch, options)
  registerWallet(wallet)
  return wallet
}
