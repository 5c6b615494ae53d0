import { latchAccountFactoryAbi, type SmartAccountContracts } from '@latch/contracts'
import { type Address, encodeFunctionData, type Hex, type PublicClient, toHex } from 'viem'
import { entryPoint07Abi, getUserOperationHash, type UserOperation } from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'

/**
 * For tests: an owner-signed EntryPoint v0.7 UserOperation from `owner`'s LatchAccount (salt 0),
 * deploying it when it has no code yet, with fixed gas limits and fees the devnet accepts, and
 * `paymaster` fields when given; `sign` signs the op's hash otherwise (a session key's signature),
 * and `nonce` is the account's next one by default. Answers the op (quantities as bigints) and its RPC form.
 *
 * @example
 * const { operation } = await testUserOperation(client, contracts, owner, { callData: '0x' })
 */
export async function testUserOperation(
  client: PublicClient,
  contracts: SmartAccountContracts,
  owner: PrivateKeyAccount,
  options: {
    callData: Hex
    paymaster?: { paymaster: Address; paymasterData: Hex; verification: bigint; postOp: bigint }
    sign?: (userOpHash: Hex) => Promise<Hex>
  },
) {
  const sender = await client.readContract({
    address: contracts.accountFactory,
    abi: latchAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  const deployed = (await client.getCode({ address: sender })) !== undefined
  const { maxFeePerGas, maxPriorityFeePerGas } = await client.estimateFeesPerGas()
  const operation: UserOperation<'0.7'> = {
    sender,
    nonce: await client.readContract({
      address: contracts.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'getNonce',
      args: [sender, 0n],
    }),
    ...(deployed
      ? {}
      : {
          factory: contracts.accountFactory,
          factoryData: encodeFunctionData({
            abi: latchAccountFactoryAbi,
            functionName: 'createAccount',
            args: [owner.address, 0n],
          }),
        }),
    callData: options.callData,
    callGasLimit: 200_000n,
    verificationGasLimit: 1_000_000n,
    preVerificationGas: 60_000n,
    maxFeePerGas: maxFeePerGas * 2n,
    maxPriorityFeePerGas,
    ...(options.paymaster
      ? {
          paymaster: options.paymaster.paymaster,
          paymasterData: options.paymaster.paymasterData,
          paymasterVerificationGasLimit: options.paymaster.verification,
          paymasterPostOpGasLimit: options.paymaster.postOp,
        }
      : {}),
    signature: '0x',
  }
  const hash = getUserOperationHash({
    chainId: client.chain?.id ?? (await client.getChainId()),
    entryPointAddress: contracts.entryPoint,
    entryPointVersion: '0.7',
    userOperation: operation,
  })
  operation.signature = options.sign
    ? await options.sign(hash)
    : await owner.signMessage({ message: { raw: hash } })
  return { operation, rpc: toRpc(operation) }
}

/** An op's fields as the bundler and paymaster RPCs send them: quantities as hex. */
export function toRpc(operation: UserOperation<'0.7'>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(operation).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, typeof value === 'bigint' ? toHex(value) : String(value)]],
    ),
  )
}
