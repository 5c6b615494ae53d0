import { deployContracts, freePort, startAnvil } from '@latch/localnet'
import { createPublicClient, defineChain, http } from 'viem'

/**
 * A throwaway anvil devnet with the localnet contracts (the smart-account ones among them) for the
 * smart-account tests that need a chain but no bundler; `stop` ends it.
 *
 * @example
 * const devnet = await startTestDevnet()
 * await devnet.client.getCode({ address })
 * await devnet.stop()
 */
export async function startTestDevnet(chainId = 31_337) {
  const anvil = await startAnvil({ chainId, port: await freePort(), name: `smart-account-${chainId}` })
  try {
    await deployContracts({ rpcUrl: anvil.rpcUrl, chainId })
  } catch (error) {
    await anvil.stop()
    throw error
  }
  const chain = defineChain({
    id: chainId,
    name: `Smart account devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  return {
    chain,
    rpcUrl: anvil.rpcUrl,
    client: createPublicClient({ chain, transport: http(anvil.rpcUrl) }),
    stop: anvil.stop,
  }
}
