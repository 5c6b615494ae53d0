import {
  latchAccountAbi,
  latchAccountFactoryAbi,
  smartAccountContracts,
  verifyingPaymasterAbi,
} from '@latch/contracts'
import {
  type Address,
  type Chain,
  type Client,
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  decodeErrorResult,
  defineChain,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hashMessage,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  type Transport,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  entryPoint07Abi,
  getUserOperationHash,
  type SmartAccount,
  toPackedUserOperation,
  toSmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts, paymasterSignerKey } from '../devAccounts.mjs'
import { type SmartAccountDevnet, startSmartAccountDevnet } from '../startSmartAccountDevnet.mjs'

// Everything here goes through the real alto bundler on a devnet of its own, as the frame's will.
const { entryPoint, accountFactory, paymaster } = smartAccountContracts
const erc1271Valid = '0x1626ba7e'
const transferSelector = toFunctionSelector('transfer(address,uint256)')
// Well-formed (so that nothing reverts on it) but nobody's: what gas is estimated with.
const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

type Permission = {
  signer: Address
  target: Address
  selector: Hex
  token: Address
  allowance: bigint
  validUntil: number
}

let devnet: SmartAccountDevnet
let chain: Chain
let client: PublicClient<Transport, Chain>
let bundler: BundlerClient
let sponsoredBundler: BundlerClient
let usdl: Address
let ltch: Address
const testClient = () => createTestClient({ chain, mode: 'anvil', transport: http(devnet.rpcUrl) })
const funder = privateKeyToAccount(devAccounts[0]?.privateKey ?? '0x')
const paymasterSigner = privateKeyToAccount(paymasterSignerKey)

beforeAll(async () => {
  devnet = await startSmartAccountDevnet()
  chain = defineChain({
    id: devnet.chainId,
    name: 'smart-account devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
  })
  client = createPublicClient({ chain, transport: http(devnet.rpcUrl), pollingInterval: 20 })
  const token = (symbol: string) => {
    const found = devnet.deployment.tokens.find((candidate) => candidate.symbol === symbol)
    if (!found) throw new Error(`no ${symbol}`)
    return found.address
  }
  usdl = token('USDL')
  ltch = token('LTCH')
  const userOperation = {
    // What alto asks for, as the frame's bundler client does.
    async estimateFeesPerGas({ bundlerClient }: { bundlerClient: Client }) {
      const prices = (await bundlerClient.request({
        method: 'pimlico_getUserOperationGasPrice',
      } as never)) as { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
      return {
        maxFeePerGas: BigInt(prices.fast.maxFeePerGas),
        maxPriorityFeePerGas: BigInt(prices.fast.maxPriorityFeePerGas),
      }
    },
  }
  bundler = createBundlerClient({
    client,
    transport: http(devnet.bundlerUrl),
    pollingInterval: 20,
    userOperation,
  })
  sponsoredBundler = createBundlerClient({
    client,
    transport: http(devnet.bundlerUrl),
    pollingInterval: 20,
    userOperation,
    paymaster: {
      getPaymasterStubData: async () => ({
        paymaster,
        paymasterData: await paymasterData(paymasterStub),
        paymasterVerificationGasLimit: 100_000n,
        paymasterPostOpGasLimit: 0n,
      }),
      getPaymasterData: async (parameters) => {
        const userOperation = {
          ...parameters,
          paymaster,
          paymasterVerificationGasLimit: parameters.paymasterVerificationGasLimit ?? 100_000n,
          paymasterPostOpGasLimit: parameters.paymasterPostOpGasLimit ?? 0n,
          signature: '0x',
        } as UserOperation<'0.7'>
        return {
          paymaster,
          paymasterData: await paymasterData(userOperation),
          paymasterVerificationGasLimit: userOperation.paymasterVerificationGasLimit,
          paymasterPostOpGasLimit: userOperation.paymasterPostOpGasLimit,
        }
      },
    },
  })
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
})

const paymasterStub = 'stub'
const paymasterValidity = { validUntil: 0, validAfter: 0 }

/**
 * The VerifyingPaymaster's paymasterData: validity, then its signer's signature over getHash (as
 * the frame's server signs it), or a well-formed signature over nothing for gas estimation.
 */
async function paymasterData(userOperation: UserOperation<'0.7'> | typeof paymasterStub): Promise<Hex> {
  const { validUntil, validAfter } = paymasterValidity
  const validity = encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter])
  if (userOperation === paymasterStub) {
    return concat([validity, await paymasterSigner.signMessage({ message: 'stub' })])
  }
  const hash = await client.readContract({
    address: paymaster,
    abi: verifyingPaymasterAbi,
    functionName: 'getHash',
    args: [toPackedUserOperation({ ...userOperation, paymasterData: validity }), validUntil, validAfter],
  })
  return concat([validity, await paymasterSigner.signMessage({ message: { raw: hash } })])
}

/**
 * A viem smart account for a LatchAccount of `owner`, signing its UserOperations with the owner's
 * key, or with a session key under a permission id (97-byte signature: id, then the key's).
 */
async function latchAccount(owner: PrivateKeyAccount, session?: { id: Hex; key: PrivateKeyAccount }) {
  const factoryData = encodeFunctionData({
    abi: latchAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner.address, 0n],
  })
  const address = await client.readContract({
    address: accountFactory,
    abi: latchAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  const withSession = (signature: Hex) => (session ? concat([session.id, signature]) : signature)
  const replaySafe = (hash: Hex) =>
    owner.signTypedData({
      domain: { name: 'LatchAccount', version: '1', chainId: chain.id, verifyingContract: address },
      types: { LatchMessage: [{ name: 'hash', type: 'bytes32' }] },
      primaryType: 'LatchMessage',
      message: { hash },
    })
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint, version: '0.7' },
    getAddress: async () => address,
    getFactoryArgs: async () => ({ factory: accountFactory, factoryData }),
    encodeCalls: async (calls) => {
      const [call] = calls
      if (calls.length === 1 && call) {
        return encodeFunctionData({
          abi: latchAccountAbi,
          functionName: 'execute',
          args: [call.to, call.value ?? 0n, call.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: latchAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => c.to), calls.map((c) => c.value ?? 0n), calls.map((c) => c.data ?? '0x')],
      })
    },
    getStubSignature: async () => withSession(stubSignature),
    signMessage: async ({ message }) => replaySafe(hashMessage(message)),
    signTypedData: async () => {
      throw new Error('not needed here')
    },
    signUserOperation: async ({ chainId = chain.id, ...userOperation }) => {
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: address },
      })
      return withSession(await (session?.key ?? owner).signMessage({ message: { raw: hash } }))
    },
  })
}

/** A new owner whose account holds `eth` ETH (before it exists) and, when asked, USDL. */
async function newAccount({ eth = '1', usdlUnits = 0n } = {}) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await latchAccount(owner)
  await testClient().setBalance({ address: account.address, value: parseEther(eth) })
  if (usdlUnits > 0n) await fund(account.address, usdlUnits)
  return { owner, account }
}

async function fund(address: Address, usdlUnits: bigint) {
  const wallet = createWalletClient({ account: funder, chain, transport: http(devnet.rpcUrl) })
  const hash = await wallet.writeContract({
    address: usdl,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, usdlUnits],
  })
  await client.waitForTransactionReceipt({ hash })
}

async function send(
  account: SmartAccount,
  calls: { to: Address; value?: bigint; data?: Hex }[],
  via = bundler,
) {
  const hash = await via.sendUserOperation({ account, calls })
  const receipt = await via.waitForUserOperationReceipt({ hash, pollingInterval: 20, timeout: 20_000 })
  expect(receipt.success).toBe(true)
  return receipt
}

function transfer(to: Address, amount: bigint, token = usdl) {
  return {
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  }
}

function grant(account: SmartAccount, permission: Permission) {
  return {
    to: account.address,
    data: encodeFunctionData({ abi: latchAccountAbi, functionName: 'grantPermission', args: [permission] }),
  }
}

async function now() {
  return Number((await client.getBlock()).timestamp)
}

function usdlBalance(address: Address) {
  return client.readContract({ address: usdl, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
}

describe('LatchAccount through the alto bundler', { timeout: 60_000 }, () => {
  it('deploys with its first UserOperation (initCode) and runs a batch atomically', async () => {
    const { account } = await newAccount({ eth: '2' })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const weth = devnet.deployment.weth
    const wethAbi = [
      ...erc20Abi,
      { type: 'function', name: 'deposit', inputs: [], outputs: [], stateMutability: 'payable' },
    ] as const
    expect(await client.getCode({ address: account.address })).toBeUndefined()

    // The second call spends what the first one made: only a batch run in order can succeed.
    const receipt = await send(account, [
      {
        to: weth,
        value: parseEther('0.5'),
        data: encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
      },
      {
        to: weth,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [recipient, parseEther('0.2')],
        }),
      },
    ])

    expect(receipt.receipt.status).toBe('success')
    expect(await client.getCode({ address: account.address })).toMatch(/^0x.{10,}/)
    const read = { address: account.address, abi: latchAccountAbi } as const
    expect(await client.readContract({ ...read, functionName: 'entryPoint' })).toBe(entryPoint)
    expect(
      await client.readContract({
        address: weth,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(parseEther('0.2'))
  })

  it('signs for ERC-1271 over the replay-safe hash: ERC-6492 before deployment, plain after', async () => {
    const { owner, account } = await newAccount()
    const message = 'Sign in to latch.test'
    const wrapped = await account.signMessage({ message })
    expect(await client.verifyMessage({ address: account.address, message, signature: wrapped })).toBe(true)
    // The owner's own personal_sign of the message is its EOA's signature, not the account's.
    const eoaSignature = await owner.signMessage({ message })
    expect(await client.verifyMessage({ address: account.address, message, signature: eoaSignature })).toBe(
      false,
    )

    await send(account, [{ to: owner.address, value: 1n }])
    const plain = await account.signMessage({ message })
    expect(plain).not.toBe(wrapped)
    expect(await client.verifyMessage({ address: account.address, message, signature: plain })).toBe(true)
    const isValid = (signature: Hex, address = account.address) =>
      client.readContract({
        address,
        abi: latchAccountAbi,
        functionName: 'isValidSignature',
        args: [hashMessage(message), signature],
      })
    expect(await isValid(plain)).toBe(erc1271Valid)
    expect(await isValid(eoaSignature)).toBe('0xffffffff')
    expect(await isValid(await owner.sign({ hash: hashMessage(message) }))).toBe('0xffffffff')
    expect(await isValid('0x1234')).toBe('0xffffffff')

    // Bound to the account: the same owner's other account refuses it.
    const other = await client.simulateContract({
      address: accountFactory,
      abi: latchAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, 1n],
    })
    const wallet = createWalletClient({ account: funder, chain, transport: http(devnet.rpcUrl) })
    await client.waitForTransactionReceipt({ hash: await wallet.writeContract(other.request) })
    expect(await isValid(plain, other.result)).toBe('0xffffffff')
  })

  describe('session permissions', () => {
    const allowance = parseUnits('100', 6)
    let owner: PrivateKeyAccount
    let account: SmartAccount
    let sessionKey: PrivateKeyAccount
    let permission: Permission
    let id: Hex
    const recipient = privateKeyToAccount(generatePrivateKey()).address

    beforeAll(async () => {
      ;({ owner, account } = await newAccount({ usdlUnits: parseUnits('1000', 6) }))
      sessionKey = privateKeyToAccount(generatePrivateKey())
      permission = {
        signer: sessionKey.address,
        target: usdl,
        selector: transferSelector,
        token: usdl,
        allowance,
        validUntil: (await now()) + 3600,
      }
      await send(account, [grant(account, permission)])
      id = await client.readContract({
        address: account.address,
        abi: latchAccountAbi,
        functionName: 'permissionId',
        args: [permission],
      })
    })

    const session = () => latchAccount(owner, { id, key: sessionKey })
    const state = () =>
      client.readContract({
        address: account.address,
        abi: latchAccountAbi,
        functionName: 'permissionOf',
        args: [id],
      })

    it('lets the session key spend within the allowance, counting what it spent', async () => {
      await send(await session(), [transfer(recipient, parseUnits('60', 6))], sponsoredBundler)
      expect(await usdlBalance(recipient)).toBe(parseUnits('60', 6))
      const [granted, spent, revoked] = await state()
      expect(granted).toEqual(permission)
      expect([spent, revoked]).toEqual([parseUnits('60', 6), false])
    })

    it('refuses a spend over the allowance, at the bundler and in handleOps', async () => {
      const over = [transfer(recipient, parseUnits('50', 6))]
      await expect(
        sponsoredBundler.sendUserOperation({ account: await session(), calls: over }),
      ).rejects.toThrow(validationRevert('PermissionAllowanceExceeded(bytes32,uint256,uint256)'))
      const reason = await directHandleOpsRevert(await session(), over)
      expect(reason).toEqual({
        errorName: 'PermissionAllowanceExceeded',
        args: [id, parseUnits('50', 6), parseUnits('40', 6)],
      })
      expect((await state())[1]).toBe(parseUnits('60', 6))
    })

    it('refuses a session key whose UserOperation would pay its own gas', async () => {
      const calls = [transfer(recipient, 1n)]
      await expect(bundler.sendUserOperation({ account: await session(), calls })).rejects.toThrow(
        validationRevert('PermissionGasNotSponsored(bytes32)'),
      )
      expect(await directHandleOpsRevert(await session(), calls)).toEqual({
        errorName: 'PermissionGasNotSponsored',
        args: [id],
      })
      expect((await state())[1]).toBe(parseUnits('60', 6))
    })

    it('refuses another target or function, a batch and a call with value', async () => {
      const wrong = [
        [transfer(recipient, 1n, ltch)],
        [
          {
            to: usdl,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, 1n] }),
          },
        ],
        [transfer(recipient, 1n), transfer(recipient, 1n)],
        [{ ...transfer(recipient, 1n), value: 1n }],
      ]
      for (const calls of wrong) {
        expect(await directHandleOpsRevert(await session(), calls)).toEqual({
          errorName: 'PermissionCallNotAllowed',
          args: [id],
        })
        // Alto simulates the calls too: the ones that would fail anyway may be refused for that.
        await expect(
          sponsoredBundler.sendUserOperation({ account: await session(), calls }),
        ).rejects.toThrow()
      }
    })

    it('grants no key a call to the account itself or to its EntryPoint deposit', async () => {
      const grantSelector = toFunctionSelector(
        'grantPermission((address,address,bytes4,address,uint256,uint48))',
      )
      for (const target of [account.address, entryPoint]) {
        await expect(
          client.simulateContract({
            account: owner,
            address: account.address,
            abi: latchAccountAbi,
            functionName: 'grantPermission',
            args: [{ ...permission, target, selector: grantSelector, token: zeroAddress, allowance: 0n }],
          }),
        ).rejects.toThrow(/target is the account or its entry point/)
      }
    })

    it('lets only the owner or the account itself grant and revoke', async () => {
      const stranger = createWalletClient({ account: funder, chain, transport: http(devnet.rpcUrl) })
      const other = { ...permission, signer: funder.address }
      await expect(
        client.simulateContract({
          account: stranger.account,
          address: account.address,
          abi: latchAccountAbi,
          functionName: 'grantPermission',
          args: [other],
        }),
      ).rejects.toThrow(/only owner/)
      await expect(
        client.simulateContract({
          account: stranger.account,
          address: account.address,
          abi: latchAccountAbi,
          functionName: 'revokePermission',
          args: [id],
        }),
      ).rejects.toThrow(/only owner/)
      // The owner's EOA may, directly (and a second grant of the same permission is refused).
      await testClient().setBalance({ address: owner.address, value: parseEther('1') })
      const ownerWallet = createWalletClient({ account: owner, chain, transport: http(devnet.rpcUrl) })
      const { request } = await client.simulateContract({
        account: owner,
        address: account.address,
        abi: latchAccountAbi,
        functionName: 'grantPermission',
        args: [other],
      })
      await client.waitForTransactionReceipt({ hash: await ownerWallet.writeContract(request) })
      await expect(
        client.simulateContract({
          account: owner,
          address: account.address,
          abi: latchAccountAbi,
          functionName: 'grantPermission',
          args: [other],
        }),
      ).rejects.toThrow(/permission exists/)
    })

    it('refuses the session key once its permission expired', async () => {
      const shortLived = { ...permission, validUntil: (await now()) + 60 }
      await send(account, [grant(account, shortLived)])
      const shortId = await client.readContract({
        address: account.address,
        abi: latchAccountAbi,
        functionName: 'permissionId',
        args: [shortLived],
      })
      const shortSession = await latchAccount(owner, { id: shortId, key: sessionKey })
      await send(shortSession, [transfer(recipient, 1n)], sponsoredBundler)

      await testClient().increaseTime({ seconds: 120 })
      await testClient().mine({ blocks: 1 })
      await expect(
        sponsoredBundler.sendUserOperation({ account: shortSession, calls: [transfer(recipient, 1n)] }),
      ).rejects.toThrow(/AA22 expired/)
      expect(await directHandleOpsRevert(shortSession, [transfer(recipient, 1n)], { sponsored: true })).toBe(
        'AA22 expired or not due',
      )
    })

    it('refuses the session key after the owner revoked its permission', async () => {
      await send(account, [
        {
          to: account.address,
          data: encodeFunctionData({ abi: latchAccountAbi, functionName: 'revokePermission', args: [id] }),
        },
      ])
      expect((await state())[2]).toBe(true)
      const calls = [transfer(recipient, 1n)]
      await expect(sponsoredBundler.sendUserOperation({ account: await session(), calls })).rejects.toThrow(
        validationRevert('PermissionRevokedError(bytes32)'),
      )
      expect(await directHandleOpsRevert(await session(), calls)).toEqual({
        errorName: 'PermissionRevokedError',
        args: [id],
      })
    })
  })

  it('runs a UserOperation the VerifyingPaymaster sponsors, leaving the account ETH untouched', async () => {
    const { account } = await newAccount({ eth: '0', usdlUnits: parseUnits('10', 6) })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const deposit = () =>
      client.readContract({ address: paymaster, abi: verifyingPaymasterAbi, functionName: 'getDeposit' })
    const depositBefore = await deposit()

    const receipt = await send(
      account,
      [transfer(recipient, parseUnits('1', 6)), transfer(recipient, parseUnits('2', 6))],
      sponsoredBundler,
    )

    expect(receipt.paymaster).toBe(paymaster)
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    expect(await usdlBalance(recipient)).toBe(parseUnits('3', 6))
    expect(await deposit()).toBe(depositBefore - receipt.actualGasCost)
  })
})

/**
 * Sends the UserOperation to the EntryPoint from an EOA, as a bundler that skipped validation
 * would: the validation revert of the account, decoded, or the EntryPoint's reason.
 */
async function directHandleOpsRevert(
  account: SmartAccount,
  calls: { to: Address; value?: bigint; data?: Hex }[],
  { sponsored = false } = {},
) {
  const fees = { maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n }
  const userOperation = {
    sender: account.address,
    nonce: await account.getNonce(),
    callData: await account.encodeCalls(calls),
    callGasLimit: 200_000n,
    verificationGasLimit: 500_000n,
    preVerificationGas: 60_000n,
    signature: '0x' as Hex,
    ...fees,
  } satisfies UserOperation<'0.7'>
  if (sponsored) {
    const sponsorship = { paymaster, paymasterVerificationGasLimit: 100_000n, paymasterPostOpGasLimit: 0n }
    Object.assign(userOperation, sponsorship, {
      paymasterData: await paymasterData({ ...userOperation, ...sponsorship } as UserOperation<'0.7'>),
    })
  }
  userOperation.signature = await account.signUserOperation(userOperation)
  const executor = createWalletClient({ account: funder, chain, transport: http(devnet.rpcUrl) })
  const handleOps = {
    address: entryPoint,
    abi: entryPoint07Abi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation(userOperation)], funder.address],
  } as const
  // Sent for real with a fixed gas limit (no estimate to stop it first): it must revert on chain.
  const hash = await executor.writeContract({ ...handleOps, gas: 2_000_000n })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('reverted')

  const error = await client.simulateContract({ ...handleOps, account: funder }).then(
    () => undefined,
    (failure: unknown) => failure,
  )
  const data = revertData(error)
  const decoded = decodeErrorResult({ abi: entryPoint07Abi, data })
  if (decoded.errorName === 'FailedOpWithRevert') {
    const inner = decodeErrorResult({ abi: latchAccountAbi, data: decoded.args[2] })
    return { errorName: inner.errorName, args: inner.args }
  }
  if (decoded.errorName === 'FailedOp') return decoded.args[1]
  return decoded
}

/** The bundler's words for a validation that reverted with this custom error of LatchAccount. */
function validationRevert(error: string) {
  return new RegExp(`AA23 reverted ${toFunctionSelector(error)}`)
}

function revertData(error: unknown): Hex {
  let current = error as { data?: unknown; cause?: unknown } | undefined
  while (current) {
    const data = current.data
    if (typeof data === 'string' && data.startsWith('0x')) return data as Hex
    if (typeof data === 'object' && data !== null && 'data' in data && typeof data.data === 'string')
      return data.data as Hex
    current = current.cause as typeof current
  }
  throw new Error(`no revert data in ${String(error)}`)
}
