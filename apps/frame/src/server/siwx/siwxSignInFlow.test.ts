// The whole sign-in against the real routes: the frame's signInWithWallet through its ApiClient, then
// a host backend checking the session with @latch/sdk/server, then sign-out.
import { devAccounts } from '@latch/localnet/devAccounts'
import type { SiwxSession } from '@latch/shared-types'
import { createTestClient, getAddress, http } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokeSiwxSession } from '@/siwx/revokeSiwxSession'
import { signInWithWallet } from '@/siwx/signInWithWallet'
import { verifyStoredSiwxSession } from '@/siwx/verifyStoredSiwxSession'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { siwxTestFrame } from './internal/siwxTestFrame'

const [alice] = devAccounts.map((account) => privateKeyToAccount(account.privateKey)) as [PrivateKeyAccount]
const hostOrigin = 'http://localhost:5173'
const smartAccount = getAddress('0x000000000000000000000000000000000000a11e')
const refusingAccount = getAddress('0x000000000000000000000000000000000000dead')

let services: TestServices
beforeAll(async () => {
  services = await createTestServices({ chains: true })
  const testClient = createTestClient({ mode: 'anvil', transport: http(services.rpcUrls.get(31_337)) })
  // Answers every call with the ERC-1271 magic value: a smart account that accepts its owner's signature.
  await testClient.setCode({ address: smartAccount, bytecode: '0x631626ba7e60e01b60005260206000f3' })
  await testClient.setCode({ address: refusingAccount, bytecode: '0x63ffffffff60e01b60005260206000f3' })
}, 180_000)
afterAll(() => services.close())

// The routes run on the services beforeAll makes.
const frameApi = (origin?: string) => siwxTestFrame(services).frameApi(origin)
const hostBackend = (session: SiwxSession, origin?: string) =>
  siwxTestFrame(services).hostBackend(session, origin)

const signIn = (address: string, origin = hostOrigin) =>
  signInWithWallet({
    siwx: { statement: 'Sign in to the demo shop' },
    caipAddress: `eip155:31337:${address}`,
    caipNetworkId: 'eip155:31337',
    hostOrigin: origin,
    api: frameApi(origin),
    signMessage: (message) => alice.signMessage({ message }),
    now: () => new Date(),
  })

describe('sign in with the wallet, end to end', () => {
  it('signs in from the frame, verifies in the frame and at the host backend, and signs out', async () => {
    const session = await signIn(alice.address)
    expect(session.data).toMatchObject({
      accountAddress: alice.address,
      chainId: 'eip155:31337',
      domain: 'localhost:5173',
      uri: hostOrigin,
      statement: 'Sign in to the demo shop',
    })
    expect(await verifyStoredSiwxSession(frameApi(), session)).toBe(true)
    expect(await hostBackend(session)).toEqual({
      namespace: 'eip155',
      address: alice.address,
      chainId: 31_337,
      caipNetworkId: 'eip155:31337',
      caipAddress: `eip155:31337:${alice.address}`,
      domain: 'localhost:5173',
      issuedAt: session.data.issuedAt,
      expirationTime: session.data.expirationTime,
    })

    await revokeSiwxSession(frameApi(), session)
    expect(await verifyStoredSiwxSession(frameApi(), session)).toBe(false)
    await expect(hostBackend(session)).rejects.toMatchObject({
      name: 'SiwxVerificationError',
      details: 'revoked',
    })
  })

  it('refuses at the host backend a tampered message, and a session shown to another origin', async () => {
    const session = await signIn(alice.address)
    const tampered = { ...session, message: session.message.replace('Chain ID: 31337', 'Chain ID: 31338') }
    await expect(hostBackend(tampered)).rejects.toMatchObject({
      details: 'signature does not match the address',
    })
    await expect(hostBackend(session, 'http://localhost:4000')).rejects.toMatchObject({
      details: 'domain does not match the origin',
    })
  })

  it('refuses a replay of a signed message with the nonce already used', async () => {
    const session = await signIn(alice.address)
    const replay = await frameApi()('/api/siwx/sessions', {
      body: { message: session.message, signature: session.signature },
    }).catch((error: unknown) => error)
    expect(replay).toMatchObject({ status: 409, message: 'Invalid nonce', reason: 'nonce already used' })
  })

  it("signs in a smart account checked on chain, which the host backend accepts on Latch's word", async () => {
    const session = await signIn(smartAccount)
    expect(await hostBackend(session)).toMatchObject({ address: smartAccount, chainId: 31_337 })
  })

  it("tells a contract account that refuses the signature 'This application might not support Smart Accounts', and another account 'Signature declined'", async () => {
    await expect(signIn(refusingAccount)).rejects.toMatchObject({
      name: 'SiwxError',
      message: 'This application might not support Smart Accounts',
    })
    const bob = devAccounts[1]?.address
    if (!bob) throw new Error('no dev account #1')
    await expect(signIn(bob)).rejects.toMatchObject({ name: 'SiwxError', message: 'Signature declined' })
  })
})
