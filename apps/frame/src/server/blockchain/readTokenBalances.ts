import { type Address, erc20Abi, multicall3Abi } from 'viem'
import type { LocalChain } from '../chain/LocalChain'
import { type ChainToken, chainTokens } from './ChainToken'
import { getTokenUsdPrices } from './getTokenUsdPrices'

/** What an account holds of one token, in base units, with the token's USD price when the AMM prices it. */
export type TokenBalance = { token: ChainToken; quantity: bigint; price: number | undefined }

/**
 * The account's balances of the native coin and every deployed token (one multicall, beside the one
 * reading the pools for prices), leaving out what it holds none of.
 *
 * @example
 * const balances = await readTokenBalances(chain, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * balances[0] // { token: { symbol: 'ETH', … }, quantity: 10000000000000000000000n, price: 3000 }
 */
export async function readTokenBalances(chain: LocalChain, account: Address): Promise<TokenBalance[]> {
  const tokens = chainTokens(chain)
  const [quantities, prices] = await Promise.all([
    readQuantities(chain, tokens, account),
    getTokenUsdPrices(chain),
  ])
  return tokens.flatMap((token, index) => {
    const quantity = quantities[index] ?? 0n
    if (quantity === 0n) return []
    return [{ token, quantity, price: prices.get(token.address?.toLowerCase() ?? 'native') }]
  })
}

async function readQuantities(chain: LocalChain, tokens: ChainToken[], account: Address): Promise<bigint[]> {
  const { client, deployment } = chain
  if (!deployment) return [await client.getBalance({ address: account })]
  return client.multicall({
    allowFailure: false,
    contracts: tokens.map((token) =>
      token.address
        ? {
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf' as const,
            args: [account] as const,
          }
        : {
            address: deployment.multicall,
            abi: multicall3Abi,
            functionName: 'getEthBalance' as const,
            args: [account] as const,
          },
    ),
  })
}
