import type { Wallet } from '@wallet-standard/base'

const latchWallets = new WeakSet<Wallet>()

/**
 * Marks a wallet as Latch's own Solana wallet (createSolanaWallet), which announceSolanaWallets
 * never offers back to Latch: connecting Latch through Latch would loop.
 *
 * @example
 * markLatchSolanaWallet(wallet)
 * isLatchSolanaWallet(wallet) // true
 */
export function markLatchSolanaWallet(wallet: Wallet): void {
  latchWallets.add(wallet)
}

export function isLatchSolanaWallet(wallet: Wallet): boolean {
  return latchWallets.has(wallet)
}
