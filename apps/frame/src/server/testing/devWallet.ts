import type { Address, Hex, TransactionReceipt } from 'viem'
import type { TestServices } from './createTestServices'
import { devWalletClient } from './devWalletClient'

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
  if (!rpcUrl || !publicClient) throw new Error(`No test devnet ${chainId}`)
  const wallet = devWalletClient(rpcUrl, chainId, accountIndex)
  const { account } = wallet
  const mined = (hash: Hex): Promise<TransactionReceipt> =>
    publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return {
    address: account.address,
    wallet,
    mined,
    /** Sends a built transaction as a legacy one, with its gas and gas price (as the frame does, docs/behaviour.md#calls). */
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
