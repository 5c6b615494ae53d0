/**
 * The placeholder address that stands for a chain's native coin in CAIP-10 token addresses
 * (`eip155:31337:0xeeee…`), as the swap and price calls of the WalletConnect API write it.
 */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
