import { devAccounts, gasMarginTransport } from '@latch/localnet'
import { createWalletClient, defineChain } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * A wallet client for dev account `index` on a test devnet, for tests that send transactions; its
 * gas estimates carry a fifth more (see gasMarginTransport).
 *
 * @example
 * await devWalletClient(rpcUrl, 31337, 5).sendTransaction({ to, value: parseEther('1') })
 */
export function devWalletClient(rpcUrl: string, chainId: number, index: number) {
  const key = devAccounts[index]?.privateKey
  if (!key) throw new Error(`No dev account #${index}`)
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain: defineChain({
      id: chainId,
      name: `eip155:${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: gasMarginTransport(rpcUrl),
  })
}
