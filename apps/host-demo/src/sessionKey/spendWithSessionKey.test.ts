import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  latchAccountAbi,
  latchAccountFactoryAbi,
  smartAccountContracts,
  verifyingPaymasterAbi,
} from '@latch/contracts'
import { devAccounts, startSmartAccountDevnet } from '@latch/localnet'
import { paymasterSignerKey } from '@latch/localnet/devAccounts'
import {
  type Address,
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  encodeAbiParameters,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  numberToHex,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeSpendError } from './describeSpendError'
import { spendWithSessionKey } from './spendWithSessionKey'

// A real LatchAccount on a devnet of its own with the real alto bundler and the VerifyingPaymaster
// paying the gas, as the frame server's paymaster service does (the account refuses a session key's
// operation that it would pay for itself); the owner grants and revokes directly, as the account lets it.
let devnet: Awaited<ReturnType<typeof startSmartAccountDevnet>>
let paymaster: Awaited<ReturnType<typeof startTestPaymaster>>
let account: Address
let usdl: { address: Address; symbol: string; decimals: number }
const owner = privateKeyToAccount(devAccounts[4]?.privateKey ?? '0x')
const recipient = privateKeyToAccount(generatePrivateKey()).address
const sessionKey = generatePrivateKey()

const clients = () => {
  const chain = defineChain({
    id: devnet.chainId,
    name: 'session-key devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
  })
  return {
    client: createPublicClient({ chain, transport: http(devnet.rpcUrl), pollingInterval: 50 }),
    wallet: createWalletClient({ account: owner, chain, transport: http(devnet.rpcUrl) }),
    test: createTestClient({ chain, mode: 'anvil', transport: http(devnet.rpcUrl) }),
  }
}

async function asOwner(
  address: Address,
  abi: typeof latchAccountAbi | typeof latchAccountFactoryAbi | typeof erc20Abi,
  functionName: string,
  args: unknown[],
) {
  const { client, wallet } = clients()
  const hash = await wallet.writeContract({ address, abi, functionName, args } as never)
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
}

async function grant(validUntil: number): Promise<Hex> {
  const permission = {
    signer: privateKeyToAccount(sessionKey).address,
    target: usdl.address,
    selector: '0xa9059cbb',
    token: usdl.address,
    allowance: parseUnits('10', usdl.decimals),
    validUntil,
  } as const
  await asOwner(account, latchAccountAbi, 'grantPermission', [permission])
  return clients().client.readContract({
    address: account,
    abi: latchAccountAbi,
    functionName: 'permissionId',
    args: [permission],
  })
}

const spend = (permissionId: Hex, amount: string) =>
  spendWithSessionKey(
    { rpcUrl: devnet.rpcUrl, bundlerUrl: devnet.bundlerUrl, paymasterUrl: paymaster.url },
    {
      chainId: devnet.chainId,
      account,
      permissionId,
      sessionKey,
      token: usdl.address,
      to: recipient,
      amount: parseUnits(amount, usdl.decimals),
    },
  )

const balance = () =>
  clients().client.readContract({
    address: usdl.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [recipient],
  })

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'spent',
    (error: unknown) => describeSpendError(error, usdl),
  )

/**
 * An ERC-7677 paymaster service in miniature: the VerifyingPaymaster's signer signs its on-chain
 * getHash of the operation (any signature will do for the stub gas is estimated with).
 */
async function startTestPaymaster() {
  const signer = privateKeyToAccount(paymasterSignerKey)
  const { client } = clients()
  const window = encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [0, 0])
  const server = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    const { id, method, params } = JSON.parse(body) as {
      id: number
      method: string
      params: [Record<string, Hex>]
    }
    const [rpc] = params
    const limits = {
      paymasterVerificationGasLimit: BigInt(rpc.paymasterVerificationGasLimit ?? 120_000),
      paymasterPostOpGasLimit: BigInt(rpc.paymasterPostOpGasLimit ?? 0),
    }
    const quantity = (key: string) => BigInt(rpc[key] ?? 0)
    const operation = {
      sender: rpc.sender as Address,
      nonce: quantity('nonce'),
      callData: rpc.callData as Hex,
      callGasLimit: quantity('callGasLimit'),
      verificationGasLimit: quantity('verificationGasLimit'),
      preVerificationGas: quantity('preVerificationGas'),
      maxFeePerGas: quantity('maxFeePerGas'),
      maxPriorityFeePerGas: quantity('maxPriorityFeePerGas'),
      paymaster: smartAccountContracts.paymaster,
      paymasterData: window,
      signature: '0x',
      ...limits,
    } satisfies UserOperation<'0.7'>
    const hash =
      method === 'pm_getPaymasterStubData'
        ? keccak256(toHex('stub'))
        : await client.readContract({
            address: smartAccountContracts.paymaster,
            abi: verifyingPaymasterAbi,
            functionName: 'getHash',
            args: [toPackedUserOperation(operation), 0, 0],
          })
    const result = {
      paymaster: smartAccountContracts.paymaster,
      paymasterData: concat([window, await signer.signMessage({ message: { raw: hash } })]),
      paymasterVerificationGasLimit: numberToHex(limits.paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: numberToHex(limits.paymasterPostOpGasLimit),
    }
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

beforeAll(async () => {
  devnet = await startSmartAccountDevnet()
  paymaster = await startTestPaymaster()
  const found = devnet.deployment.tokens.find((token) => token.symbol === 'USDL')
  if (!found) throw new Error('no USDL on the devnet')
  usdl = found
  const { client, test } = clients()
  const { accountFactory } = smartAccountContracts
  account = await client.readContract({
    address: accountFactory,
    abi: latchAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  await asOwner(accountFactory, latchAccountFactoryAbi, 'createAccount', [owner.address, 0n])
  await test.setBalance({ address: account, value: parseEther('1') })
  await asOwner(usdl.address, erc20Abi, 'transfer', [account, parseUnits('100', usdl.decimals)])
}, 120_000)
afterAll(async () => {
  await paymaster?.close()
  await devnet?.stop()
})

describe('spendWithSessionKey on a real bundler', () => {
  it('spends within the permission with no owner signature, is refused over it, and after a revoke', async () => {
    const now = Number((await clients().client.getBlock()).timestamp)
    const id = await grant(now + 3600)

    const spent = await spend(id, '3')
    expect(spent.success).toBe(true)
    expect(await balance()).toBe(parseUnits('3', usdl.decimals))

    expect(await refusal(spend(id, '8'))).toBe('over the limit: 8 USDL asked, 7 USDL left')
    expect(await balance()).toBe(parseUnits('3', usdl.decimals))
    // A key that is not the permission's signs nothing the account takes.
    const stranger = spendWithSessionKey(
      { rpcUrl: devnet.rpcUrl, bundlerUrl: devnet.bundlerUrl, paymasterUrl: paymaster.url },
      {
        chainId: devnet.chainId,
        account,
        permissionId: id,
        sessionKey: keccak256(toHex('stranger')),
        token: usdl.address,
        to: recipient,
        amount: 1n,
      },
    )
    expect(await refusal(stranger)).not.toBe('spent')

    await asOwner(account, latchAccountAbi, 'revokePermission', [id])
    expect(await refusal(spend(id, '1'))).toBe('the permission was revoked')
    expect(await balance()).toBe(parseUnits('3', usdl.decimals))
  }, 120_000)

  it('is refused once the permission has expired', async () => {
    const { client, test } = clients()
    const now = Number((await client.getBlock()).timestamp)
    const id = await grant(now + 60)
    await test.increaseTime({ seconds: 120 })
    await test.mine({ blocks: 1 })
    expect(await refusal(spend(id, '1'))).toBe('the permission has expired')
  }, 120_000)
})
