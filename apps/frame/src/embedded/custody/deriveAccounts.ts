import { bip84Address } from '@latch/keys'
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
  const bitcoinKey = (network: Bip84Network) => {
    const { privateKey, ...key } = deriveBitcoinKey(secret, network)
    privateKey.fill(0)
    return key
  }
  // Testnet and regtest share one key (coin type 1): derived once, written with each prefix.
  const test = bitcoinKey('testnet')
  return {
    solanaAddress: solana.address,
    bitcoinAddresses: {
      mainnet: bitcoinKey('mainnet').address,
      testnet: test.address,
      regtest: bip84Address(test.publicKey, 'regtest'),
    },
    nearAccountId: near.accountId,
  }
}
