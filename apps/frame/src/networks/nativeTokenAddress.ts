import type { Token } from '@latch/shared-types'

/**
 * The placeholder address that stands for a chain's native coin in CAIP-10 token addresses
 * (`eip155:31337:0xeeee…`), as the swap and price calls of the WalletConnect API write it.
 */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * The placeholder that stands for SOL in a solana CAIP-10 token address, as the WalletConnect API
 * writes it (wrapped SOL's mint with its last digit lowered: no account holds it).
 */
export const solanaNativeTokenAddress = 'So11111111111111111111111111111111111111111'

/** What stands for BTC in a bip122 token address: a Bitcoin network has no other token. */
export const bitcoinNativeTokenAddress = 'native'

/**
 * The native coin's placeholder address on a network, by its namespace.
 *
 * @example
 * nativeTokenAddressOf('solana:localnet') // 'So11111111111111111111111111111111111111111'
 */
export function nativeTokenAddressOf(caipNetworkId: string): string {
  if (caipNetworkId.startsWith('solana:')) return solanaNativeTokenAddress
  return caipNetworkId.startsWith('bip122:') ? bitcoinNativeTokenAddress : nativeTokenAddress
}

/**
 * Whether a balance entry is the network's coin (its CAIP-10 address ends in its namespace's placeholder).
 *
 * @example
 * isNativeToken({ address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }) // true
 * isNativeToken({ address: 'solana:localnet:So11111111111111111111111111111111111111111' }) // true
 */
export function isNativeToken(token: Pick<Token, 'address'>): boolean {
  const [namespace, , address = ''] = token.address.split(':')
  if (namespace === 'solana') return address === solanaNativeTokenAddress
  if (namespace === 'bip122') return address === bitcoinNativeTokenAddress
  return address.toLowerCase() === nativeTokenAddress
}
