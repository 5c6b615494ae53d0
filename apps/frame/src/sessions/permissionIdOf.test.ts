import { latchAccountAbi, latchAccountFactoryAbi, smartAccountContracts } from '@latch/contracts'
import { deployContracts, devAccounts, freePort, startAnvil } from '@latch/localnet'
import { createPublicClient, createWalletClient, defineChain, http, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { permissionIdOf } from './permissionIdOf'
import { readPermissions } from './readPermissions'

const chainId = 31_337
const [, ownerKey, sessionKey] = devAccounts
const owner = privateKeyToAccount(ownerKey?.privateKey ?? '0x')
let stop: () => Promise<void> = async () => {}
let rpcUrl = ''

// LatchAccount on anvil: the owner deploys its account through the factory and grants as owner.
beforeAll(async () => {
  const anvil = await startAnvil({ chainId, port: await freePort(), name: 'sessions-permission-id' })
  stop = anvil.stop
  rpcUrl = anvil.rpcUrl
  await deployContracts({ rpcUrl, chainId })
}, 120_000)
afterAll(() => stop())

describe('permissionIdOf and readPermissions against LatchAccount', () => {
  it("computes the account's own permissionId, and reads a permission back as granted, spent, revoked", async () => {
    const chain = defineChain({
      id: chainId,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const client = createPublicClient({ chain, transport: http(rpcUrl) })
    const wallet = createWalletClient({ account: owner, chain, transport: http(rpcUrl) })
    const { accountFactory } = smartAccountContracts
    const account = await client.readContract({
      address: accountFactory,
      abi: latchAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, 0n],
    })
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: accountFactory,
        abi: latchAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
    })
    const permission = {
      signer: sessionKey?.address ?? zeroAddress,
      target: smartAccountContracts.paymaster,
      selector: '0xa9059cbb',
      token: smartAccountContracts.paymaster,
      allowance: 10_000_000n,
      validUntil: Math.floor(Date.now() / 1000) + 3600,
    } as const
    const id = permissionIdOf(chainId, account, permission)
    expect(
      await client.readContract({
        address: account,
        abi: latchAccountAbi,
        functionName: 'permissionId',
        args: [permission],
      }),
    ).toBe(id)
    // Another chain or account gives another id.
    expect(permissionIdOf(31_338, account, permission)).not.toBe(id)
    expect(permissionIdOf(chainId, owner.address, permission)).not.toBe(id)

    const readRpc = (method: string, params?: unknown) => client.request({ method, params } as never)
    expect(await readPermissions(readRpc, account, [id])).toMatchObject([{ id, granted: false }])
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: account,
        abi: latchAccountAbi,
        functionName: 'grantPermission',
        args: [permission],
      }),
    })
    expect(await readPermissions(readRpc, account, [id])).toEqual([
      { id, granted: true, permission, spent: 0n, revoked: false },
    ])
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: account,
        abi: latchAccountAbi,
        functionName: 'revokePermission',
        args: [id],
      }),
    })
    expect(await readPermissions(readRpc, account, [id])).toMatchObject([
      { id, granted: true, revoked: true },
    ])
    // An account that is not deployed holds nothing.
    expect(await readPermissions(readRpc, sessionKey?.address ?? zeroAddress, [id])).toMatchObject([
      { granted: false },
    ])
  }, 60_000)
})
