import { parseAbiItem } from 'viem'

/** ERC-20 Transfer; an ERC-721 Transfer has the same topic but an indexed id, which strict decoding drops. */
export const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)

/** Uniswap V2 pair Swap, as the devnet AMM emits it. */
export const swapEvent = parseAbiItem(
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
)
