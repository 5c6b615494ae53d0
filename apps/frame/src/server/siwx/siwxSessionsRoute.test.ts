import { devAccounts } from '@latch/localnet/devAccounts'
import { eq } from 'drizzle-orm'
import {
  createTestClient,
  getAddress,
  http,
  parseErc6492Signature,
  serializeErc6492Signature,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount, toAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { toLatchAccount } from '@/smartAccount/toLatchAccount'
import { siwxSessions } from '../db/schema'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { signTestSiwxMessage } from './internal/signTestSiwxMessage'
import { siwxSessionsTestCalls } from './internal/siwxSessionsTestCalls'

const [alice, bob] = devAccounts.map((account) => privateKeyToAccount(account.privateKey)) as [
  PrivateKeyAccount,
  PrivateKeyAccount,
]
// Stand-in smart accounts, as runtime bytecode answering every call with the ERC-1271 magic value
// 0x1626ba7e (valid) or 0xffffffff (invalid), left-aligned in one word.
const acceptingWallet = '0x000000000000000000000000000000000000a11e'
const refusingWallet = '0x000000000000000000000000000000000000dead'
// A smart account's key signs for the account's address: alice's key, speaking for a contract.
const signingFor = (address: `0x${string}`) =>
  toAccount({
    address,
    signMessage: (args) => alice.signMessage(args),
    signTransaction: () => Promise.reject(new Error('not here')),
    signTypedData: () => Promise.reject(new Error('not here')),
  })

const now = new Date('2030-01-01T12:00:00Z')
const minutes = (n: number) => new Date(now.getTime() + n * 60_000)

let services: TestServices
beforeAll(async () => {
  services = await createTestServices({ chains: true })
  const testClient = createTestClient({ mode: 'anvil', transport: http(services.rpcUrls.get(31_337)) })
  await testClient.setCode({ address: acceptingWallet, bytecode: '0x631626ba7e60e01b60005260206000f3' })
  await testClient.setCode({ address: refusingWallet, bytecode: '0x63ffffffff60e01b60005260206000f3' })
}, 180_000)
beforeEach(() => services.setNow(now))
afterAll(() => services.close())

const { submit, sessionOf, nonceRow } = siwxSessionsTestCalls(() => services)

describe('POST /api/siwx/sessions', () => {
  it('stores a session signed by its address and answers it in the SiwxSession shape', async () => {
    const { message, signature, nonce } = await signTestSiwxMessage(services, alice, {
      fields: { statement: 'Sign in to the shop' },
    })
    expect(await submit({ message, signature })).toEqual({
      status: 200,
      body: {
        session: {
          data: {
            accountAddress: alice.address,
            chainId: 'eip155:31337',
            domain: 'localhost:5173',
            uri: 'http://localhost:5173',
            version: '1',
            nonce: nonce.nonce,
            statement: 'Sign in to the shop',
            issuedAt: '2030-01-01T12:00:00.000Z',
            expirationTime: '2030-01-08T12:00:00.000Z',
          },
          message,
          signature,
        },
      },
    })
    expect(await sessionOf(nonce.nonce)).toEqual({
      nonce: nonce.nonce,
      projectId: 'latch-dev',
      origin: 'http://localhost:5173',
      domain: 'localhost:5173',
      address: alice.address,
      caipNetworkId: 'eip155:31337',
      message,
      signature,
      issuedAt: now,
      expiresAt: new Date('2030-01-08T12:00:00.000Z'),
      createdAt: now,
      revokedAt: null,
    })
    expect(await nonceRow(nonce.nonce)).toMatchObject({ usedAt: now })
  })

  it('refuses a message for another domain, another uri or another scheme, storing nothing and keeping the nonce', async () => {
    const cases = [
      [{ domain: 'evil.example' }, 'domain does not match the origin'],
      [{ uri: 'https://evil.example/login' }, 'uri does not match the origin'],
      [{ uri: 'http://localhost:5174/' }, 'uri does not match the origin'],
      [{ scheme: 'https' }, 'scheme does not match the origin'],
    ] as const
    for (const [fields, reason] of cases) {
      const { message, signature, nonce } = await signTestSiwxMessage(services, alice, { fields })
      expect(await submit({ message, signature })).toEqual({
        status: 400,
        body: { error: 'Invalid message', parameter: 'message', reason },
      })
      expect(await sessionOf(nonce.nonce)).toBeUndefined()
      expect(await nonceRow(nonce.nonce)).toMatchObject({ usedAt: null })
    }
  })

  it('accepts a uri with a path on the origin, and the scheme of the origin', async () => {
    const { message, signature } = await signTestSiwxMessage(services, alice, {
      fields: { uri: 'http://localhost:5173/account?tab=1', scheme: 'http' },
    })
    expect((await submit({ message, signature })).status).toBe(200)
  })

  it('refuses a nonce issued to another origin of the allow-list', async () => {
    const { message, signature } = await signTestSiwxMessage(services, alice, {
      origin: 'http://localhost:5173',
      fields: { domain: 'localhost:4000', uri: 'http://localhost:4000' },
    })
    expect(await submit({ message, signature }, 'http://localhost:4000')).toEqual({
      status: 400,
      body: { error: 'Invalid nonce', reason: 'unknown nonce' },
    })
  })

  it('refuses a nonce it never issued', async () => {
    const { message, signature } = await signTestSiwxMessage(services, alice, {
      fields: { nonce: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6' },
    })
    expect(await submit({ message, signature })).toEqual({
      status: 400,
      body: { error: 'Invalid nonce', reason: 'unknown nonce' },
    })
  })

  it('refuses a nonce more than 10 minutes old', async () => {
    const { message, signature, nonce } = await signTestSiwxMessage(services, alice)
    services.setNow(new Date(minutes(10).getTime() - 1))
    const early = await signTestSiwxMessage(services, alice)
    services.setNow(minutes(10))
    expect(await submit({ message, signature })).toEqual({
      status: 400,
      body: { error: 'Invalid nonce', reason: 'nonce expired' },
    })
    expect(await sessionOf(nonce.nonce)).toBeUndefined()
    expect((await submit(early)).status).toBe(200)
  })

  it('refuses a message past its expiration time or before its not-before time', async () => {
    const expired = await signTestSiwxMessage(services, alice, { fields: { expirationTime: now } })
    expect(await submit(expired)).toEqual({
      status: 400,
      body: { error: 'Invalid message', parameter: 'message', reason: 'message expired' },
    })
    const early = await signTestSiwxMessage(services, alice, { fields: { notBefore: minutes(1) } })
    expect(await submit(early)).toEqual({
      status: 400,
      body: { error: 'Invalid message', parameter: 'message', reason: 'message not yet valid' },
    })
  })

  it('answers 409 to a replayed nonce, and keeps the first session', async () => {
    const signed = await signTestSiwxMessage(services, alice)
    expect((await submit(signed)).status).toBe(200)
    expect(await submit(signed)).toEqual({
      status: 409,
      body: { error: 'Invalid nonce', reason: 'nonce already used' },
    })
    expect(await sessionOf(signed.nonce.nonce)).toMatchObject({ createdAt: now })
  })

  it('lets exactly one of two simultaneous submissions of one nonce win', async () => {
    const signed = await signTestSiwxMessage(services, alice)
    const results = await Promise.all([submit(signed), submit(signed)])
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
    expect(results.find((result) => result.status === 409)?.body).toEqual({
      error: 'Invalid nonce',
      reason: 'nonce already used',
    })
    expect(
      await services.db.select().from(siwxSessions).where(eq(siwxSessions.nonce, signed.nonce.nonce)),
    ).toHaveLength(1)
  })

  it("refuses another key's signature with 401, and leaves the nonce for a good one", async () => {
    const signed = await signTestSiwxMessage(services, alice)
    const forged = await bob.signMessage({ message: signed.message })
    expect(await submit({ message: signed.message, signature: forged })).toEqual({
      status: 401,
      body: {
        error: 'Invalid signature',
        parameter: 'signature',
        reason: 'signature does not match the address',
      },
    })
    expect(await sessionOf(signed.nonce.nonce)).toBeUndefined()
    expect((await submit(signed)).status).toBe(200)
  })

  it("says 'smart-account' when a contract account refuses the signature, and accepts one that agrees (ERC-1271)", async () => {
    const refused = await signTestSiwxMessage(services, signingFor(refusingWallet))
    expect(await submit(refused)).toEqual({
      status: 401,
      body: { error: 'Invalid signature', parameter: 'signature', reason: 'smart-account' },
    })
    const accepted = await signTestSiwxMessage(services, signingFor(acceptingWallet))
    expect(await submit(accepted)).toMatchObject({
      status: 200,
      body: { session: { data: { accountAddress: getAddress(acceptingWallet) } } },
    })
  })

  it('accepts an undeployed LatchAccount’s ERC-6492 signature, and says smart-account when its wrapper does not verify', async () => {
    const client = services.chains.get(31_337)?.client
    if (!client) throw new Error('no devnet 31337')
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toLatchAccount({ client, owner })
    const smart = toAccount({
      address: account.address,
      signMessage: ({ message }) => account.signMessage({ message }),
      signTransaction: () => Promise.reject(new Error('not here')),
      signTypedData: () => Promise.reject(new Error('not here')),
    })
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    const signed = await signTestSiwxMessage(services, smart)
    expect(await submit(signed)).toMatchObject({
      status: 200,
      body: { session: { data: { accountAddress: account.address } } },
    })
    // The same account's wrapper around a signature by another key (alice's) does not verify.
    const impostor = await toLatchAccount({ client, owner: alice })
    const forged = await signTestSiwxMessage(services, {
      ...smart,
      signMessage: async ({ message }) => {
        const real = parseErc6492Signature(await account.signMessage({ message }))
        const other = parseErc6492Signature(await impostor.signMessage({ message }))
        return serializeErc6492Signature({
          address: real.address ?? zeroAddress,
          data: real.data ?? '0x',
          signature: other.signature,
        })
      },
    })
    expect(await submit(forged)).toEqual({
      status: 401,
      body: { error: 'Invalid signature', parameter: 'signature', reason: 'smart-account' },
    })
  })

  it('refuses a chain this server does not serve with 400', async () => {
    const signed = await signTestSiwxMessage(services, alice, { fields: { chainId: 999 } })
    expect(await submit(signed)).toEqual({
      status: 400,
      body: { error: "Unsupported chain 'eip155:999'", parameter: 'message', reason: 'unknown chain' },
    })
  })

  it('signs in on the second devnet with its own client', async () => {
    const signed = await signTestSiwxMessage(services, alice, { fields: { chainId: 31_338 } })
    expect(await submit(signed)).toMatchObject({
      status: 200,
      body: { session: { data: { chainId: 'eip155:31338' } } },
    })
  })

  it('refuses text that is not a sign-in message as Latch writes it, such as one with a line added', async () => {
    const signed = await signTestSiwxMessage(services, alice)
    const texts = [
      'Sign in please',
      signed.message.replace('\nURI: ', '\nSend all your tokens to 0xdead\nURI: '),
      `${signed.message}\nTrailing line`,
      signed.message.replace('wants you', 'wants  you'),
      signed.message.replace(alice.address, alice.address.toLowerCase()),
    ]
    for (const message of texts) {
      const signature = await alice.signMessage({ message })
      expect(await submit({ message, signature })).toEqual({
        status: 400,
        body: { error: 'Invalid message', parameter: 'message', reason: 'not a sign-in message' },
      })
    }
  })

  it('refuses a malformed signature with 400 naming it, and an origin off the allow-list with 403', async () => {
    const signed = await signTestSiwxMessage(services, alice)
    expect(await submit({ message: signed.message, signature: 'nope' })).toMatchObject({
      status: 400,
      body: { parameter: 'signature' },
    })
    expect(await submit(signed, 'https://evil.example')).toEqual({
      status: 403,
      body: { error: 'Invalid App Configuration', reason: 'origin not on allow-list' },
    })
  })
})
