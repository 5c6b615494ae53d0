import { latchAccountAbi, type SmartAccountContracts, verifyingPaymasterAbi } from '@latch/contracts'
import { paymasterSignerKey } from '@latch/localnet/devAccounts'
import { type Address, encodeFunctionData, type Hex, isAddressEqual, type PublicClient, sliceHex } from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devProject, shopProject } from '../projects/internal/testProjects'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { devWalletClient } from '../testing/devWalletClient'
import { answerPaymasterCall, type PaymasterContext, paymasterGasLimits } from './answerPaymasterCall'
import { testUserOperation, toRpc } from './internal/testUserOperation'
import { paymasterHash } from './paymasterHash'

let services: TestServices
let client: PublicClient
let contracts: SmartAccountContracts
let context: PaymasterContext
const chainId = 31_337
const now = new Date()

beforeAll(async () => {
  services = await createTestServices({ chains: true })
  const chain = services.chains.get(chainId)
  if (!chain?.deployment?.smartAccounts) throw new Error('the test devnet has no smart-account contracts')
  client = chain.client
  contracts = chain.deployment.smartAccounts
  context = {
    project: devProject,
    chainId,
    client,
    contracts,
    key: paymasterSignerKey,
    now: () => now,
  }
}, 120_000)
afterAll(() => services?.close())

const call = (method: string, params: unknown[] | Record<string, unknown>) => ({
  jsonrpc: '2.0' as const,
  id: 7,
  method,
  params,
})
const params = (operation: UserOperation<'0.7'>, overrides: { entryPoint?: Address; chainId?: Hex } = {}) => [
  toRpc({ ...operation, signature: '0x' }),
  overrides.entryPoint ?? contracts.entryPoint,
  overrides.chainId ?? '0x7a69',
  {},
]
const callData = (to: Address) =>
  encodeFunctionData({ abi: latchAccountAbi, functionName: 'execute', args: [to, 0n, '0x'] })

/** Asks the service for paymaster data for a fresh owner's op, as viem's prepareUserOperation does. */
async function sponsoredOperation(owner = privateKeyToAccount(generatePrivateKey())) {
  const unsigned = await testUserOperation(client, contracts, owner, { callData: callData(owner.address) })
  const stub = await answerPaymasterCall(call('pm_getPaymasterStubData', params(unsigned.operation)), context)
  if (!('result' in stub)) throw new Error(JSON.stringify(stub))
  const fields = stub.result as Record<string, Hex>
  const filled = {
    ...unsigned.operation,
    paymasterVerificationGasLimit: BigInt(fields.paymasterVerificationGasLimit ?? 0),
    paymasterPostOpGasLimit: BigInt(fields.paymasterPostOpGasLimit ?? 0),
  }
  const data = await answerPaymasterCall(call('pm_getPaymasterData', params(filled)), context)
  if (!('result' in data)) throw new Error(JSON.stringify(data))
  const { paymaster, paymasterData } = data.result as { paymaster: Address; paymasterData: Hex }
  const signed = await testUserOperation(client, contracts, owner, {
    callData: callData(owner.address),
    paymaster: {
      paymaster,
      paymasterData,
      verification: filled.paymasterVerificationGasLimit,
      postOp: filled.paymasterPostOpGasLimit,
    },
  })
  return { owner, stub: stub.result, data: data.result, operation: signed.operation }
}

async function handleOps(operation: UserOperation<'0.7'>) {
  const wallet = devWalletClient(services.rpcUrls.get(chainId) ?? '', chainId, 3)
  return wallet.writeContract({
    address: contracts.entryPoint,
    abi: entryPoint07Abi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation(operation)], wallet.account.address],
    gas: 3_000_000n,
  })
}

describe('answerPaymasterCall', { timeout: 60_000 }, () => {
  it('computes the hash the VerifyingPaymaster computes on chain', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const { operation } = await testUserOperation(client, contracts, owner, {
      callData: callData(owner.address),
    })
    const terms = {
      chainId,
      paymaster: contracts.paymaster,
      paymasterVerificationGasLimit: 123_456n,
      paymasterPostOpGasLimit: 7n,
      validUntil: 1_900_000_000,
      validAfter: 5,
    }
    const packed = toPackedUserOperation({
      ...operation,
      paymaster: terms.paymaster,
      paymasterVerificationGasLimit: 123_456n,
      paymasterPostOpGasLimit: 7n,
      paymasterData: '0x',
    })
    const onChain = await client.readContract({
      address: contracts.paymaster,
      abi: verifyingPaymasterAbi,
      functionName: 'getHash',
      args: [packed, terms.validUntil, terms.validAfter],
    })
    expect(
      paymasterHash({ ...operation, factory: operation.factory, factoryData: operation.factoryData }, terms),
    ).toBe(onChain)
  })

  it('answers a stub and then a signature the EntryPoint accepts: the account deploys and runs, its ETH untouched', async () => {
    const depositBefore = await client.readContract({
      address: contracts.paymaster,
      abi: verifyingPaymasterAbi,
      functionName: 'getDeposit',
    })
    const { owner, stub, data, operation } = await sponsoredOperation()
    expect(stub).toMatchObject({
      paymaster: contracts.paymaster,
      paymasterVerificationGasLimit: `0x${paymasterGasLimits.verification.toString(16)}`,
      paymasterPostOpGasLimit: '0x0',
      sponsor: { name: 'Latch Dev' },
      isFinal: false,
    })
    expect(sliceHex((stub as { paymasterData: Hex }).paymasterData, 0, 64)).toBe(
      sliceHex((data as { paymasterData: Hex }).paymasterData, 0, 64),
    )
    const hash = await handleOps(operation)
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const [event] = receipt.logs.filter(
      (log) =>
        isAddressEqual(log.address, contracts.entryPoint) &&
        log.topics[0] === '0x49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f',
    )
    expect(event).toBeDefined()
    expect(await client.getCode({ address: operation.sender })).toMatch(/^0x[0-9a-f]{20,}/)
    expect(await client.getBalance({ address: operation.sender })).toBe(0n)
    expect(
      await client.readContract({ address: operation.sender, abi: latchAccountAbi, functionName: 'owner' }),
    ).toBe(owner.address)
    const depositAfter = await client.readContract({
      address: contracts.paymaster,
      abi: verifyingPaymasterAbi,
      functionName: 'getDeposit',
    })
    expect(depositAfter).toBeLessThan(depositBefore)
  })

  it("signs over the op's gas and fees: an op changed after signing is refused by the EntryPoint", async () => {
    const { owner, operation } = await sponsoredOperation()
    const changed = { ...operation, maxPriorityFeePerGas: operation.maxPriorityFeePerGas + 1n }
    // Signed anew by the account, so that only the paymaster's signature is wrong.
    changed.signature = await owner.signMessage({
      message: {
        raw: getUserOperationHash({
          chainId,
          entryPointAddress: contracts.entryPoint,
          entryPointVersion: '0.7',
          userOperation: changed,
        }),
      },
    })
    const simulate = (op: UserOperation<'0.7'>) =>
      client.simulateContract({
        address: contracts.entryPoint,
        abi: entryPoint07Abi,
        functionName: 'handleOps',
        args: [[toPackedUserOperation(op)], owner.address],
        account: owner.address,
      })
    await expect(simulate(changed)).rejects.toThrow(/AA34 signature error/)
    await expect(simulate(operation)).resolves.toBeDefined()
  })

  it("signs no fee far above the node's gas price, whoever bundles the op being paid it", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const { operation } = await testUserOperation(client, contracts, owner, {
      callData: callData(owner.address),
    })
    const gasPrice = await client.getGasPrice()
    const ask = (maxFeePerGas: bigint) =>
      answerPaymasterCall(call('pm_getPaymasterData', params({ ...operation, maxFeePerGas })), context)
    expect(await ask(gasPrice * 2n)).toHaveProperty('result.paymasterData')
    expect(await ask(gasPrice * 5n)).toMatchObject({
      error: {
        code: -32003,
        message: expect.stringMatching(/^The operation's maxFeePerGas is above the \d+ wei/),
      },
    })
  })

  it('sponsors a deployed LatchAccount too', async () => {
    const first = await sponsoredOperation()
    await client.waitForTransactionReceipt({ hash: await handleOps(first.operation) })
    const unsigned = await testUserOperation(client, contracts, first.owner, {
      callData: callData(first.owner.address),
    })
    expect(unsigned.operation.factory).toBeUndefined()
    expect(unsigned.operation.nonce).toBe(1n)
    const answer = await answerPaymasterCall(call('pm_getPaymasterData', params(unsigned.operation)), context)
    expect(answer).toHaveProperty('result.paymasterData')
  })

  it('refuses what is not a LatchAccount of our factory, with salt 0', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const { operation } = await testUserOperation(client, contracts, owner, { callData: '0x' })
    const refused = {
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32003, message: 'Only Latch smart accounts are sponsored' },
    }
    const salted = encodeFunctionData({
      abi: [
        {
          type: 'function',
          name: 'createAccount',
          inputs: [{ type: 'address' }, { type: 'uint256' }],
          outputs: [{ type: 'address' }],
          stateMutability: 'nonpayable',
        },
      ],
      args: [owner.address, 1n],
    })
    const cases: UserOperation<'0.7'>[] = [
      // An EOA, or any contract, sent without a factory.
      { ...operation, sender: owner.address, factory: undefined, factoryData: undefined },
      { ...operation, sender: contracts.paymaster, factory: undefined, factoryData: undefined },
      // Another factory, our factory with another salt or call, or our factory for another sender.
      { ...operation, factory: contracts.paymaster },
      { ...operation, factoryData: salted },
      { ...operation, factoryData: '0xdeadbeef' },
      { ...operation, sender: contracts.accountImplementation },
    ]
    for (const each of cases)
      expect(await answerPaymasterCall(call('pm_getPaymasterData', params(each)), context)).toEqual(refused)
  })

  it('refuses projects that do not sponsor, other entry points and chains, too much gas and bad params', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const { operation } = await testUserOperation(client, contracts, owner, { callData: '0x' })
    const ask = (
      p: unknown[] | Record<string, unknown>,
      c: Partial<PaymasterContext> = {},
      method = 'pm_getPaymasterStubData',
    ) => answerPaymasterCall(call(method, p), { ...context, ...c })
    expect(await ask(params(operation), { project: shopProject })).toMatchObject({
      error: { code: -32003, message: 'This project does not sponsor gas' },
    })
    expect(await ask(params(operation), { key: undefined })).toMatchObject({ error: { code: -32003 } })
    expect(await ask(params(operation, { entryPoint: contracts.paymaster }))).toMatchObject({
      error: { code: -32602, message: "Invalid parameter 'params[1]': unknown entry point" },
    })
    expect(await ask(params(operation, { chainId: '0x1' }))).toMatchObject({
      error: { code: -32602, data: { parameter: 'params[2]' } },
    })
    expect(await ask(params({ ...operation, callGasLimit: 20_000_000n }))).toMatchObject({
      error: { code: -32003, message: 'The operation asks for more than 10000000 gas' },
    })
    expect(
      await ask([{ ...toRpc(operation), sender: '0x1234' }, contracts.entryPoint, '0x7a69']),
    ).toMatchObject({
      error: { code: -32602, message: expect.stringMatching(/^Invalid parameter 'params\[0\]\.sender': /) },
    })
    expect(await ask([{ ...toRpc(operation), nonce: '12' }, contracts.entryPoint, '0x7a69'])).toMatchObject({
      error: { data: { parameter: 'params[0].nonce' } },
    })
    expect(
      await ask([
        { ...toRpc(operation), callGasLimit: `0x1${'0'.repeat(32)}` },
        contracts.entryPoint,
        '0x7a69',
      ]),
    ).toMatchObject({ error: { data: { parameter: 'params[0].callGasLimit' } } })
    expect(await ask({ sender: owner.address })).toMatchObject({
      error: { code: -32602, data: { parameter: 'params' } },
    })
    expect(await ask(params(operation), {}, 'pm_sponsorUserOperation')).toMatchObject({
      error: { code: -32601 },
    })
  })
})
