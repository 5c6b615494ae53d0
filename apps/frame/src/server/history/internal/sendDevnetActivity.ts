import { type Address, erc20Abi, type Hash, parseEther, parseUnits } from 'viem'
import { routerAbi } from '@/server/swap/routerAbi'
import type { TestServices } from '../../testing/createTestServices'
import { devWalletClient } from '../../testing/devWalletClient'

export type DevnetActivity = {
  /** Dev accounts #5 to #8, which the tests of this area use. */
  sender: Address
  recipient: Address
  buyer: Address
  seller: Address
  /** #5 sends #6 1.5 ETH. */
  nativeTransfer: Hash
  /** #5 sends #6 25 USDL. */
  tokenTransfer: Hash
  /** #7 buys LTCH with 0.5 ETH through the router. */
  buy: Hash
  /** #8 sells 3000 USDL for ETH through the router (after approving it). */
  sell: Hash
  /** The block of the last of them. */
  lastBlock: bigint
}

/**
 * Sends, on one of the test devnets, the transactions the history tests look for: a native
 * transfer, a token transfer, and router swaps each way, by dev accounts #5 to #8.
 */
export async function sendDevnetActivity(services: TestServices, chainId: number): Promise<DevnetActivity> {
  const chain = services.chains.get(chainId)
  const rpcUrl = services.rpcUrls.get(chainId)
  const deployment = chain?.deployment
  if (!chain || !rpcUrl || !deployment) throw new Error(`No devnet with contracts for chain ${chainId}`)
  const token = (symbol: string) => {
    const found = deployment.tokens.find((candidate) => candidate.symbol === symbol)
    if (!found) throw new Error(`No ${symbol} on chain ${chainId}`)
    return found.address
  }
  const mined = async (hash: Hash) => {
    const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status === 'success') return receipt
    // Replayed on the state it ran on, the call names the revert reason.
    const sent = await chain.client.getTransaction({ hash })
    const reason = await chain.client
      .call({
        account: sent.from,
        to: sent.to,
        data: sent.input,
        value: sent.value,
        gas: sent.gas,
        blockNumber: receipt.blockNumber - 1n,
      })
      .then(
        () => 'no reason on replay',
        (error: { shortMessage?: string }) => error.shortMessage,
      )
    throw new Error(
      `${hash} reverted in block ${receipt.blockNumber} (gas used ${receipt.gasUsed} of ${sent.gas}): ${reason}`,
    )
  }
  const sender = devWalletClient(rpcUrl, chainId, 5)
  const recipient = devWalletClient(rpcUrl, chainId, 6)
  const buyer = devWalletClient(rpcUrl, chainId, 7)
  const seller = devWalletClient(rpcUrl, chainId, 8)
  // The chain's clock decides whether a swap expired; this machine's clock may disagree with it.
  const deadline = (await chain.client.getBlock()).timestamp + 3600n

  const nativeTransfer = await sender.sendTransaction({
    to: recipient.account.address,
    value: parseEther('1.5'),
  })
  await mined(nativeTransfer)
  const tokenTransfer = await sender.writeContract({
    address: token('USDL'),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [recipient.account.address, parseUnits('25', 6)],
  })
  await mined(tokenTransfer)
  const buy = await buyer.writeContract({
    address: deployment.router,
    abi: routerAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [deployment.weth, token('LTCH')], buyer.account.address, deadline],
    value: parseEther('0.5'),
  })
  await mined(buy)
  const approve = await seller.writeContract({
    address: token('USDL'),
    abi: erc20Abi,
    functionName: 'approve',
    args: [deployment.router, parseUnits('3000', 6)],
  })
  await mined(approve)
  const sell = await seller.writeContract({
    address: deployment.router,
    abi: routerAbi,
    functionName: 'swapExactTokensForETH',
    args: [parseUnits('3000', 6), 0n, [token('USDL'), deployment.weth], seller.account.address, deadline],
  })
  const { blockNumber } = await mined(sell)
  return {
    sender: sender.account.address,
    recipient: recipient.account.address,
    buyer: buyer.account.address,
    seller: seller.account.address,
    nativeTransfer,
    tokenTransfer,
    buy,
    sell,
    lastBlock: blockNumber,
  }
}
