import type { Bip84Network } from '@/networks/BitcoinNetwork'
import { deriveBitcoinKey } from './deriveBitcoinKey'
import { deriveNearKey } from './deriveNearKey'
import { deriveSolanaKey } from './deriveSolanaKey'

/** The embedded wallet's accounts beyond Ethereum: what a view may show, never a key. */
export type DerivedAccounts = {
  /** The Solana account (base58). */
  solanaAddress: string
  /** The Bitcoin account on each of Bitcoin's networks (their coin types and prefixes differ). */
  bitcoinAddresses: Record<Bip84Network, string>
  /** The NEAR implicit account (64 hex characters). */
  nearAccountId: string
}

/**
 * The addresses of the accounts the embedded wallet's secret derives on the other namespaces
 * (docs/embedded-wallet.md), each derived key zeroed before it returns; the caller zeroes `secret`.
 * A login works them out while it has the key rebuilt anyway, so that no signing is needed to show
 * the accounts.
 *
 * @example
 * const { solanaAddress, bitcoinAddresses, nearAccountId } = deriveAccounts(secret)
 */
export function deriveAccounts(secret: Uint8Array): DerivedAccounts {
  const solana = deriveSolanaKey(secret)
  solana.secretKey.fill(0)
  const near = deriveNearKey(secret)
  near.secretKey.fill(0)
  const bitcoinAt = (network: Bip84Network) => {
    const { address, privateKey } = deriveBitcoinKey(secret, network)
    privateKey.fill(0)
    return address
  }
  return {
    solanaAddress: solana.address,
    bitcoinAddresses: {
      mainnet: bitcoinAt('mainnet'),
      testnet: bitcoinAt('testnet'),
      regtest: bitcoinAt('regtest'),
    },
    nearAccountId: near.accountId,
  }
}
