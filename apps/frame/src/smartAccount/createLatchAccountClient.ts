import { errorCodes, ProviderRpcError } from '@latch/protocol'
import {
  createPublicClient,
  defineChain,
  type Hex,
  http,
  type SignableMessage,
  type TypedData,
  type TypedDataDefinition,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  type UserOperationReceipt,
} from 'viem/account-abstraction'
import type { Network } from '@/networks/Network'
import type { RpcEndpoint } from '@/networks/readRpcEndpoint'
import { rpcTransport } from '@/networks/rpcTransport'
import { type LatchAccountOwner, toLatchAccount } from './toLatchAccount'

/** docs/behaviour.md#calls: a transaction's receipt is waited for up to 25 s. */
const userOperationReceiptTimeoutMs = 25_000

type GasPrice = { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex }

/**
 * The embedded user's smart account on one network, ready to act: its address, whether it is
 * deployed, its ERC-1271/6492 signatures, and its calls sent as one UserOperation through the
 * bundler behind the frame's RPC proxy (`rpc`), paid by the project's paymaster service when
 * `paymaster` is given (ERC-7677), else by the account's own ETH.
 *
 * @example
 * const smart = await createLatchAccountClient({ network, rpc, paymaster, owner })
 * const userOpHash = await smart.sendCalls([{ to, value: 1n }])
 * const receipt = await smart.waitForUserOperation(userOpHash)
 */
export async function createLatchAccountClient(input: {
  network: Network
  /** Reads and the bundler's methods: the frame's RPC proxy passes both. */
  rpc: RpcEndpoint
  /** The paymaster service; absent, the account pays its own gas. */
  paymaster?: RpcEndpoint | undefined
  owner: LatchAccountOwner
}) {
  const { network } = input
  const chain = defineChain({
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [network.rpcUrl] } },
  })
  const transport = rpcTransport(input.rpc)
  const client = createPublicClient({ chain, transport })
  const account = await toLatchAccount({ client, owner: input.owner })
  const paymaster = input.paymaster
    ? createPaymasterClient({
        transport: http(input.paymaster.url, {
          retryCount: 0,
          fetchOptions: { headers: input.paymaster.headers },
        }),
      })
    : undefined
  const bundler = createBundlerClient({
    account,
    client,
    chain,
    transport,
    pollingInterval: 250,
    ...(paymaster ? { paymaster } : {}),
    userOperation: {
      // The bundler's own price (alto's pimlico_getUserOperationGasPrice): one it will accept.
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

  return {
    address: account.address,
    sponsored: paymaster !== undefined,
    isDeployed: () => account.isDeployed(),
    signMessage: (message: SignableMessage) => account.signMessage({ message }),
    signTypedData: (typedData: TypedDataDefinition<TypedData, string>) => account.signTypedData(typedData),
    /** Sends the calls as one UserOperation; resolves with its hash once the bundler accepted it. */
    async sendCalls(
      calls: readonly { to: `0x${string}`; value?: bigint | undefined; data?: Hex | undefined }[],
    ) {
      const userCalls = calls.map((call) => ({
        to: call.to,
        ...(call.value !== undefined ? { value: call.value } : {}),
        ...(call.data !== undefined ? { data: call.data } : {}),
      }))
      const { callGasLimit } = await bundler.estimateUserOperationGas({ calls: userCalls })
      return bundler.sendUserOperation({ calls: userCalls, callGasLimit: withCallGasMargin(callGasLimit) })
    },
    /** The UserOperation's receipt once a bundle included it; a failed one rejects with the reason. */
    async waitForUserOperation(hash: Hex): Promise<UserOperationReceipt> {
      const receipt = await bundler.waitForUserOperationReceipt({
        hash,
        timeout: userOperationReceiptTimeoutMs,
      })
      if (!receipt.success)
        throw new ProviderRpcError(
          errorCodes.internal,
          `The smart account's transaction failed${receipt.reason ? `: ${receipt.reason}` : ''}`,
          { data: { userOpHash: hash, transactionHash: receipt.receipt.transactionHash } },
        )
      return receipt
    },
  }
}

/**
 * The call gas a UserOperation is sent with: the bundler's estimate plus a quarter and 30,000. A
 * batch whose last call sends ETH back to the account (a swap for ETH) ran out of gas at exactly
 * the estimate on the devnet's alto, and an op that runs out of call gas still costs its fee.
 */
function withCallGasMargin(estimate: bigint): bigint {
  return estimate + estimate / 4n + 30_000n
}

/** The embedded user's smart account on one network (createLatchAccountClient). */
export type LatchAccountClient = Awaited<ReturnType<typeof createLatchAccountClient>>
