import { erc20Abi, getAddress } from 'viem'
import { isTransportFailure } from '../../chain/isTransportFailure'
import type { LocalChain } from '../../chain/LocalChain'
import type { tokenMetadata } from '../../db/schema'

export type TokenMetadataRow = typeof tokenMetadata.$inferInsert

/**
 * Name, symbol and decimals of each token (lowercased addresses): the deployment's own tokens as
 * deployed, any other read from chain. A contract that does not answer one of the three (not an
 * ERC-20, a bytes32 name) gets null there, for good; a node that cannot be reached is an error, so
 * that a passing outage is not remembered as a token without a name.
 */
export async function readTokenMetadata(
  chain: LocalChain,
  addresses: readonly string[],
): Promise<TokenMetadataRow[]> {
  const deployed = new Map(
    (chain.deployment?.tokens ?? []).map((token) => [token.address.toLowerCase(), token]),
  )
  return Promise.all(
    addresses.map(async (address): Promise<TokenMetadataRow> => {
      const chainId = chain.network.id
      const token = deployed.get(address)
      if (token) return { chainId, address, name: token.name, symbol: token.symbol, decimals: token.decimals }
      const contract = { address: getAddress(address), abi: erc20Abi } as const
      const [name, symbol, decimals] = await Promise.all([
        unlessRefused(chain.client.readContract({ ...contract, functionName: 'name' })),
        unlessRefused(chain.client.readContract({ ...contract, functionName: 'symbol' })),
        unlessRefused(chain.client.readContract({ ...contract, functionName: 'decimals' })),
      ])
      return { chainId, address, name: clip(name), symbol: clip(symbol), decimals }
    }),
  )
}

// Any contract can call itself a token: keep what it claims to a size a list row can show.
function clip(text: string | null): string | null {
  return text === null ? null : text.slice(0, 64)
}

async function unlessRefused<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (isTransportFailure(error)) throw error
    return null
  }
}
