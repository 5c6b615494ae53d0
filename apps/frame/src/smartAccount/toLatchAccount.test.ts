import { latchAccountAbi, latchAccountFactoryAbi, smartAccountContracts } from '@latch/contracts'
import { devAccounts } from '@latch/localnet'
import { createWalletClient, decodeFunctionData, http, isErc6492Signature, parseErc6492Signature } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, verifySiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestDevnet } from './internal/testDevnet'
import { toLatchAccount } from './toLatchAccount'

let devnet: Awaited<ReturnType<typeof startTestDevnet>>

beforeAll(async () => {
  devnet = await startTestDevnet()
}, 120_000)
afterAll(() => devnet?.stop())

const typedData = {
  domain: { name: 'Shop', version: '1', chainId: 31_337 },
  types: { Order: [{ name: 'item', type: 'string' }] },
  primaryType: 'Order',
  message: { item: 'coffee' },
} as const

async function deploy(owner: `0x${string}`) {
  const [funder] = devAccounts
  if (!funder) throw new Error('no dev account')
  const wallet = createWalletClient({
    account: privateKeyToAccount(funder.privateKey),
    chain: devnet.chain,
    transport: http(devnet.rpcUrl),
  })
  const hash = await wallet.writeContract({
    address: smartAccountContracts.accountFactory,
    abi: latchAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner, 0n],
  })
  await devnet.client.waitForTransactionReceipt({ hash })
}

describe('toLatchAccount', () => {
  it('signs for the undeployed account in ERC-6492 form, which the chain verifies (messages, typed data, SIWE)', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toLatchAccount({ client: devnet.client, owner })
    expect(await devnet.client.getCode({ address: account.address })).toBeUndefined()

    const signature = await account.signMessage({ message: 'hello' })
    expect(isErc6492Signature(signature)).toBe(true)
    expect(parseErc6492Signature(signature).address).toBe(smartAccountContracts.accountFactory)
    expect(await devnet.client.verifyMessage({ address: account.address, message: 'hello', signature })).toBe(
      true,
    )
    expect(await devnet.client.verifyMessage({ address: account.address, message: 'other', signature })).toBe(
      false,
    )
    const typed = await account.signTypedData(typedData)
    expect(
      await devnet.client.verifyTypedData({ address: account.address, ...typedData, signature: typed }),
    ).toBe(true)

    // The frame server's SIWX check (siwxSessionsRoute) is viem's verifySiweMessage on the chain's client.
    const message = createSiweMessage({
      address: account.address,
      chainId: 31_337,
      domain: 'shop.example',
      nonce: 'abcdefgh12345678',
      uri: 'https://shop.example',
      version: '1',
    })
    const siwe = await account.signMessage({ message })
    expect(await verifySiweMessage(devnet.client, { message, signature: siwe, domain: 'shop.example' })).toBe(
      true,
    )
  })

  it('is not fooled by the owner’s own signature: the account only takes its replay-safe LatchMessage', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toLatchAccount({ client: devnet.client, owner })
    await deploy(owner.address)
    const ownerSignature = await owner.signMessage({ message: 'hello' })
    expect(
      await devnet.client.verifyMessage({
        address: account.address,
        message: 'hello',
        signature: ownerSignature,
      }),
    ).toBe(false)
    // Another account of the same owner would not take this account's signature either.
    const signature = await account.signMessage({ message: 'hello' })
    const other = await toLatchAccount({
      client: devnet.client,
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    expect(await devnet.client.verifyMessage({ address: other.address, message: 'hello', signature })).toBe(
      false,
    )
  })

  it('signs plainly (ERC-1271) once the account is deployed', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toLatchAccount({ client: devnet.client, owner })
    await deploy(owner.address)
    const signature = await account.signMessage({ message: 'hello' })
    expect(isErc6492Signature(signature)).toBe(false)
    expect(signature).toHaveLength(132)
    expect(await devnet.client.verifyMessage({ address: account.address, message: 'hello', signature })).toBe(
      true,
    )
  })

  it('encodes one call as execute and several as executeBatch, and reads them back', async () => {
    const account = await toLatchAccount({
      client: devnet.client,
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    const to = devAccounts[1]?.address ?? '0x0000000000000000000000000000000000000001'
    const one = await account.encodeCalls([{ to, value: 5n, data: '0x1234' }])
    expect(decodeFunctionData({ abi: latchAccountAbi, data: one })).toMatchObject({
      functionName: 'execute',
      args: [to, 5n, '0x1234'],
    })
    const two = await account.encodeCalls([
      { to, value: 1n },
      { to, data: '0xabcd' },
    ])
    expect(decodeFunctionData({ abi: latchAccountAbi, data: two })).toMatchObject({
      functionName: 'executeBatch',
      args: [
        [to, to],
        [1n, 0n],
        ['0x', '0xabcd'],
      ],
    })
    expect(await account.decodeCalls?.(two)).toEqual([
      { to, value: 1n, data: '0x' },
      { to, value: 0n, data: '0xabcd' },
    ])
  })
})
