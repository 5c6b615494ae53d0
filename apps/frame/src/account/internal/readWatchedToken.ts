import type { Token } from '@latch/shared-types'
import {
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  hexToBigInt,
  isHex,
} from 'viem'

/**
 * A token the host watches (`tokens` of its configuration), read from its contract: the owner's
 * balance, the decimals and the symbol, unpriced. Throws when the address answers no ERC-20 calls.
 *
 * @example
 * await readWatchedToken(readRpc, owner, 'eip155:31337', token) // { symbol: 'WAT', quantity: { numeric: '1.5', … }, … }
 */
export async function readWatchedToken(
  readRpc: (method: string, params: unknown[]) => Promise<unknown>,
  owner: `0x${string}`,
  caipNetworkId: string,
  token: `0x${string}`,
): Promise<Token> {
  const call = async (data: `0x${string}`) => {
    const result = await readRpc('eth_call', [{ to: token, data }, 'latest'])
    if (typeof result !== 'string' || !isHex(result) || result === '0x')
      throw new Error('not an ERC-20 answer')
    return result
  }
  const [balance, decimals, symbol] = await Promise.all([
    call(encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] })),
    call(encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })),
    call(encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })),
  ])
  const tokenDecimals = Number(hexToBigInt(decimals))
  return {
    address: `${caipNetworkId}:${getAddress(token)}`,
    symbol: decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbol }),
    decimals: tokenDecimals,
    quantity: { decimals: String(tokenDecimals), numeric: formatUnits(hexToBigInt(balance), tokenDecimals) },
    price: 0,
    value: 0,
  }
}
