import { deployContracts, devAccounts, freePort, startAnvil } from '@latch/localnet'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import type { KnownToken } from './approvalTypes'

/**
 * For tests only: a throwaway anvil devnet (chain 31337 on a free port) with the localnet contracts,
 * as createTestServices (src/server/testing) starts them, without the database that it also opens.
 *
 * @example
 * const devnet = await startTestDevnet()
 * afterAll(() => devnet.stop())
 */
export async function startTestDevnet() {
  const anvil = await startAnvil({ chainId: 31_337, port: await freePort(), name: 'approvals-devnet' })
  try {
    const deployment = await deployContracts({ rpcUrl: anvil.rpcUrl, chainId: 31_337 })
    const client: PublicClient = createPublicClient({ transport: http(anvil.rpcUrl) })
    const tokens: KnownToken[] = deployment.tokens.map(({ address, symbol, decimals }) => ({
      address,
      symbol,
      decimals,
    }))
    const token = (symbol: string): KnownToken => {
      const found = tokens.find((candidate) => candidate.symbol === symbol)
      if (!found) throw new Error(`The devnet has no ${symbol}`)
      return found
    }
    const user = devAccounts[5]
    if (!user) throw new Error('No dev account 5')
    return {
      client,
      router: deployment.router as Address,
      weth: deployment.weth as Address,
      tokens,
      token,
      /** A funded dev account holding every devnet token. */
      user: user.address as Address,
      stop: () => anvil.stop(),
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
