import type { Token } from '@latch/shared-types'

/**
 * The placeholder address that stands for a chain's native coin in CAIP-10 token addresses
 * (`eip155:31337:0xeeee…`), as the swap and price calls of the WalletConnect API write it.
 */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * Whether a balance entry is the network's coin (its CAIP-10 address ends in the placeholder).
 *
 * @example
 * isNativeToken({ address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }) // true
 */
export function isNativeToken(token: Pick<Token, 'address'>): boolean {
  return token.address.toLowerCase().endsWith(`:${nativeTokenAddress}`)
}
