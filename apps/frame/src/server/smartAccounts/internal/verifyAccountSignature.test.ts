import { latchAccountFactoryAbi } from '@latch/contracts'
import { freePort } from '@latch/localnet'
import { encodeFunctionData, hashMessage, serializeErc6492Signature } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { devnetNetwork } from '@/networks/knownNetworks'
import { createLocalChains } from '../../chain/createLocalChains'
import type { LocalChain } from '../../chain/LocalChain'
import { createTestServices, type TestServices } from '../../testing/createTestServices'
import { verifyAccountSignature } from './verifyAccountSignature'

let services: TestServices
let chain: LocalChain

beforeAll(async () => {
  services = await createTestServices({ chains: true })
  const found = services.chains.get(31_337)
  if (!found?.deployment?.smartAccounts) throw new Error('no smart-account contracts on the test devnet')
  chain = found
}, 120_000)
afterAll(() => services?.close())

describe('verifyAccountSignature', { timeout: 30_000 }, () => {
  it("accepts an undeployed LatchAccount's ERC-6492 signature, and refuses it for another message or account", async () => {
    const contracts = chain.deployment?.smartAccounts
    if (!contracts) throw new Error('no contracts')
    const owner = privateKeyToAccount(generatePrivateKey())
    const address = await chain.client.readContract({
      address: contracts.accountFactory,
      abi: latchAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, 0n],
    })
    const message = 'Revoke Latch session 0x00'
    const signature = serializeErc6492Signature({
      address: contracts.accountFactory,
      data: encodeFunctionData({
        abi: latchAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
      signature: await owner.signTypedData({
        domain: { name: 'LatchAccount', version: '1', chainId: 31_337, verifyingContract: address },
        types: { LatchMessage: [{ name: 'hash', type: 'bytes32' }] },
        primaryType: 'LatchMessage',
        message: { hash: hashMessage(message) },
      }),
    })
    expect(await chain.client.getCode({ address })).toBeUndefined()
    await expect(verifyAccountSignature(chain, { address, message, signature })).resolves.toBeUndefined()
    await expect(
      verifyAccountSignature(chain, { address, message: `${message}1`, signature }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Invalid signature',
    })
    await expect(
      verifyAccountSignature(chain, { address: owner.address, message, signature }),
    ).rejects.toMatchObject({ status: 401 })
  })

  it('answers 502 when the node does not answer', async () => {
    const [offline] = createLocalChains(
      [devnetNetwork(31_337, 'Offline', `http://127.0.0.1:${await freePort()}`)],
      {},
    ).values()
    if (!offline) throw new Error('no chain')
    const owner = privateKeyToAccount(generatePrivateKey())
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await expect(
        verifyAccountSignature(offline, {
          address: privateKeyToAccount(generatePrivateKey()).address,
          message: 'hello',
          signature: await owner.signMessage({ message: 'hello' }),
        }),
      ).rejects.toMatchObject({ status: 502, message: 'The node did not answer' })
    } finally {
      errors.mockRestore()
    }
  })
})
