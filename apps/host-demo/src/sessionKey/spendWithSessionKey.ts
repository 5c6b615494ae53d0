import {
  type Address,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
} from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { toSessionKeyAccount } from './toSessionKeyAccount'

/** Where a session key's UserOperation goes. */
export type SessionKeyEndpoints = {
  /** Reads of the chain (the frame server's RPC proxy, which also passes the bundler's methods). */
  rpcUrl: string
  /** The bundler's methods; the RPC proxy's URL when it is the frame server's. */
  bundlerUrl?: string | undefined
  /**
   * An ERC-7677 paymaster service (the frame server's): a session key's operation must have its gas
   * paid by one, since LatchAccount never lets a session key spend the account's ETH on fees.
   */
  paymasterUrl: string
}

type GasPrice = { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex }

/**
 * Spends a token of a smart account with a session key and no prompt anywhere: one UserOperation
 * `execute(token, 0, transfer(to, amount))` signed in the session format, its gas sponsored by the
 * paymaster service, sent to the bundler, and its receipt waited for. The account's
 * validation enforces the permission: outside it the bundler refuses the operation (the error says
 * why) and nothing moves.
 *
 * @example
 * const { transactionHash } = await spendWithSessionKey(frameEndpoints(frameUrl, 'latch-dev', 31337), {
 *   chainId: 31337, account, permissionId, sessionKey, token: usdl, to: recipient, amount: 3_000_000n,
 * })
 */
export async function spendWithSessionKey(
  endpoints: SessionKeyEndpoints,
  spend: {
    chainId: number
    account: Address
    permissionId: Hex
    /** The session key's private key, which never leaves the page. */
    sessionKey: Hex
    token: Address
    to: Address
    amount: bigint
  },
): Promise<{ userOpHash: Hex; transactionHash: Hex; success: boolean }> {
  const chain = defineChain({
    id: spend.chainId,
    name: `eip155:${spend.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [endpoints.rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(endpoints.rpcUrl, { retryCount: 0 }) })
  const account = await toSessionKeyAccount({
    client,
    address: spend.account,
    permissionId: spend.permissionId,
    key: privateKeyToAccount(spend.sessionKey),
  })
  const bundler = createBundlerClient({
    account,
    client,
    chain,
    transport: http(endpoints.bundlerUrl ?? endpoints.rpcUrl, { retryCount: 0 }),
    pollingInterval: 250,
    paymaster: createPaymasterClient({ transport: http(endpoints.paymasterUrl, { retryCount: 0 }) }),
    userOperation: {
      // The bundler's own price (alto's pimlico_getUserOperationGasPrice): one it accepts.
      async estimateFeesPerGas({ bundlerClient }) {
        const request = bundlerClient.request as unknown as (args: {
          method: 'pimlico_getUserOperationGasPrice'
        }) => Promise<{ fast: GasPrice }>
        const { fast } = await request({ method: 'pimlico_getUserOperationGasPrice' })
        return {
          maxFeePerGas: BigInt(fast.maxFeePerGas),
          maxPriorityFeePerGas: BigInt(fast.maxPriorityFeePerGas),
        }
      },
    },
  })
  const userOpHash = await bundler.sendUserOperation({
    calls: [
      {
        to: spend.token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [spend.to, spend.amount] }),
      },
    ],
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash: userOpHash, timeout: 30_000 })
  return { userOpHash, transactionHash: receipt.receipt.transactionHash, success: receipt.success }
}
