import { nativeTokenAddress } from '@/networks/nativeTokenAddress'
import { initialSwapState, type SwapState, type SwapToken } from '../../SwapState'

/** ETH, devnet A's coin, as the convert tokens call lists it. */
export const ethToken: SwapToken = {
  address: `eip155:31337:${nativeTokenAddress}`,
  symbol: 'ETH',
  decimals: 18,
  name: 'Ether',
}
/** USDL, the devnets' 6-decimal dollar. */
export const usdlToken: SwapToken = {
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'USDL',
  decimals: 6,
  name: 'Latch USD',
}
/** LTCH, an 18-decimal devnet token. */
export const ltchToken: SwapToken = {
  address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  symbol: 'LTCH',
  decimals: 18,
  name: 'Latch Token',
}

/**
 * A swap of 1 ETH (at $3,000) to USDL (at $1) for `31337:0xabc`, quoted at 2949.5 USDL, with a gas
 * price of 1 gwei and nothing built yet.
 *
 * @example
 * const state = { ...quotedEthToUsdl(), noQuote: true }
 */
export function quotedEthToUsdl(): SwapState {
  return {
    ...initialSwapState,
    key: '31337:0xabc',
    initialized: true,
    tokens: [ethToken, ltchToken, usdlToken],
    networkPrice: 3000,
    gasPrice: 1_000_000_000n,
    tokensPriceMap: { [ethToken.address.toLowerCase()]: 3000, [usdlToken.address.toLowerCase()]: 1 },
    sourceToken: ethToken,
    toToken: usdlToken,
    sourceTokenAmount: '1',
    toTokenAmount: '2949.5',
    quoteSeq: 3,
  }
}
