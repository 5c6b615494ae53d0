import { devAccounts } from '@latch/localnet/devAccounts'
import { createTestClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../../api/handleApiRequest'
import { apiRequest } from '../../testing/apiRequest'
import { createTestServices, type TestServices } from '../../testing/createTestServices'
import { registerNameRoute } from '../registerNameRoute'
import { verifyNameSignature } from './verifyNameSignature'

// Two stand-in smart accounts, as runtime bytecode: whatever they are asked, they answer the
// ERC-1271 magic value 0x1626ba7e (valid), or 0xffffffff (invalid), left-aligned in one word.
const acceptingWallet = '0x631626ba7e60e01b60005260206000f3'
const refusingWallet = '0x63ffffffff60e01b60005260206000f3'
const accepting = '0x000000000000000000000000000000000000a11e'
const refusing = '0x000000000000000000000000000000000000dead'

const [owner] = devAccounts.map((account) => privateKeyToAccount(account.privateKey))
const message = 'hello'

let services: TestServices
beforeAll(async () => {
  services = await createTestServices({ chains: true })
  const testClient = createTestClient({ mode: 'anvil', transport: http(services.rpcUrls.get(31_337)) })
  await testClient.setCode({ address: accepting, bytecode: acceptingWallet })
  await testClient.setCode({ address: refusing, bytecode: refusingWallet })
}, 120_000)
afterAll(() => services.close())

describe('verifyNameSignature', () => {
  it("accepts an account's own EIP-191 signature without asking a chain, and refuses another's", async () => {
    if (!owner) throw new Error('no dev account')
    const signature = await owner.signMessage({ message })
    expect(await verifyNameSignature({ address: owner.address, message, signature }, undefined)).toBe(true)
    expect(await verifyNameSignature({ address: accepting, message, signature }, undefined)).toBe(false)
  })

  it('asks a contract account through ERC-1271 on the chain', async () => {
    if (!owner) throw new Error('no dev account')
    const signature = await owner.signMessage({ message })
    const chain = services.chains.get(31_337)
    expect(await verifyNameSignature({ address: accepting, message, signature }, chain)).toBe(true)
    expect(await verifyNameSignature({ address: refusing, message, signature }, chain)).toBe(false)
  })

  it("registers a name for a contract account through the project's first local chain", async () => {
    if (!owner) throw new Error('no dev account')
    const text = JSON.stringify({ name: 'smart.latch.id', timestamp: Math.floor(Date.now() / 1000) })
    const signature = await owner.signMessage({ message: text })
    const register = (address: string) =>
      handleApiRequest(
        apiRequest('/api/v1/profile/account?projectId=latch-dev', {
          method: 'POST',
          body: { coin_type: 60, address, message: text, signature },
        }),
        registerNameRoute,
        { services },
      )
    expect((await register(refusing)).status).toBe(400)
    expect((await register(accepting)).status).toBe(201)
  })
})
