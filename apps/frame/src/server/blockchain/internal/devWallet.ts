import { devAccounts } from '@latch/localnet'
import { type Address, createWalletClient, defineChain, type Hex, http, type TransactionReceipt } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { TestServices } from '../../testing/createTestServices'

/** A transaction as the swap calls build it. */
type Buildable = { to: Address; data: Hex; value: string; eip155: { gas: string; gasPrice: string } }

/**
 * For tests: a dev account of a test devnet that sends transactions and waits until they are mined.
 *
 * @example
 * const wallet = devWallet(services, 31337, 5)
 * await wallet.send(tx) // the receipt
 */
export function devWallet(services: TestServices, chainId: number, accountIndex: number) {
  const rpcUrl = services.rpcUrls.get(chainId)
  const publicClient = services.chains.get(chainId)?.client
  const privateKey = devAccounts[accountIndex]?.privateKey
  if (!rpcUrl || !publicClient || !privateKey)
    throw new Error(`No test devnet ${chainId} or dev account ${accountIndex}`)
  const account = privateKeyToAccount(privateKey)
  const chain = defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const mined = (hash: Hex): Promise<TransactionReceipt> =>
    publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return {
    address: account.address,
    wallet,
    mined,
    /** Sends a built transaction as a legacy one, with its gas and gas price (as the frame does, SPEC.md §7). */
    async send(tx: Buildable): Promise<TransactionReceipt> {
      return mined(
        await wallet.sendTransaction({
          to: tx.to,
          data: tx.data,
          value: BigInt(tx.value),
          gas: BigInt(tx.eip155.gas),
          gasPrice: BigInt(tx.eip155.gasPrice),
        }),
      )
    },
  }
}
