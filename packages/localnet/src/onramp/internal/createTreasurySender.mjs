import { createWalletClient, defineChain, erc20Abi, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * @typedef {object} Transfer
 * @property {number} chainId
 * @property {'native' | import('viem').Address} token
 * @property {import('viem').Address} to
 * @property {bigint} amount base units
 * @property {(hash: import('viem').Hash) => void} [onSent] told the hash as soon as the node took it
 */

/**
 * @typedef {object} TreasurySender
 * @property {import('viem').Address} address
 * @property {(transfer: Transfer) => Promise<import('viem').Hash>} send resolves once mined successfully
 */

/**
 * Sends purchases from the treasury. Transfers on one chain go strictly one after another (the next
 * starts once the previous is mined or failed), so that each picks up a fresh nonce and several
 * purchases paid at once never collide.
 * @example
 * const sender = createTreasurySender({ rpcUrls: { 31337: 'http://127.0.0.1:8545' }, privateKey })
 * await sender.send({ chainId: 31337, token: 'native', to, amount: 10n ** 16n })
 * @param {{ rpcUrls: Readonly<Record<number, string>>, privateKey: import('viem').Hex }} options
 * @returns {TreasurySender}
 */
export function createTreasurySender({ rpcUrls, privateKey }) {
  const account = privateKeyToAccount(privateKey)
  /** @type {Map<number, Promise<unknown>>} */
  const queues = new Map()

  /** @param {number} chainId */
  const clientFor = (chainId) => {
    const rpcUrl = rpcUrls[chainId]
    if (rpcUrl === undefined) throw new Error(`no RPC URL for chain ${chainId}`)
    const chain = defineChain({
      id: chainId,
      name: `eip155:${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    // Anvil mines on arrival: poll receipts often rather than viem's default of seconds.
    return createWalletClient({ account, chain, transport: http(rpcUrl), pollingInterval: 50 }).extend(
      publicActions,
    )
  }

  /** @param {Transfer} transfer */
  const transferNow = async ({ chainId, token, to, amount, onSent }) => {
    const client = clientFor(chainId)
    const hash =
      token === 'native'
        ? await client.sendTransaction({ to, value: amount })
        : await client.writeContract({
            address: token,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, amount],
          })
    onSent?.(hash)
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 60_000 })
    if (receipt.status !== 'success') throw new Error(`the transfer ${hash} reverted`)
    return hash
  }

  return {
    address: account.address,
    send(transfer) {
      const run = (queues.get(transfer.chainId) ?? Promise.resolve()).then(() => transferNow(transfer))
      queues.set(
        transfer.chainId,
        run.catch(() => undefined),
      )
      return run
    },
  }
}
