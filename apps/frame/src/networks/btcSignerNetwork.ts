import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'
import type { Bip84Network } from './BitcoinNetwork'

/**
 * A Bitcoin network's address formats as @scure/btc-signer takes them: mainnet's and testnet's as
 * the library has them, and regtest's, which shares testnet's version bytes but writes SegWit
 * addresses with `bcrt`.
 *
 * @example
 * Address(btcSignerNetwork('regtest')).decode('bcrt1q…') // { type: 'wpkh', hash: … }
 */
export function btcSignerNetwork(network: Bip84Network): typeof NETWORK {
  if (network === 'mainnet') return NETWORK
  if (network === 'testnet') return TEST_NETWORK
  return { ...TEST_NETWORK, bech32: 'bcrt' }
}
