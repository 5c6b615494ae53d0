import { solanaDevKeys } from '@latch/localnet/solanaDevKeys'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { signTestSolanaSignIn } from './internal/signTestSolanaSignIn'
import { siwxSessionsTestCalls } from './internal/siwxSessionsTestCalls'

// POST /api/siwx/sessions for Solana accounts: a cluster of its own and no devnets, so that this
// file's set-up stays short beside the EVM file's (siwxSessionsRoute.test.ts).
const now = new Date('2030-01-01T12:00:00Z')
const minutes = (n: number) => new Date(now.getTime() + n * 60_000)

let services: TestServices
beforeAll(async () => {
  services = await createTestServices({ solana: true })
}, 120_000)
beforeEach(() => services.setNow(now))
afterAll(() => services.close())

const { submit, sessionOf, nonceRow } = siwxSessionsTestCalls(() => services)

describe('a Solana account (Sign-In With Solana)', () => {
  const [key, other] = solanaDevKeys
  if (!key || !other) throw new Error('no Solana dev keys')

  it('stores a session signed by the account, with its base58 address and cluster', async () => {
    const signed = await signTestSolanaSignIn(services, key, {
      fields: { statement: 'Sign in to the shop' },
    })
    expect(await submit(signed)).toEqual({
      status: 200,
      body: {
        session: {
          data: {
            accountAddress: key.address,
            chainId: 'solana:localnet',
            domain: 'localhost:5173',
            uri: 'http://localhost:5173',
            version: '1',
            nonce: signed.nonce.nonce,
            statement: 'Sign in to the shop',
            issuedAt: '2030-01-01T12:00:00.000Z',
            expirationTime: '2030-01-08T12:00:00.000Z',
          },
          message: signed.message,
          signature: signed.signature,
        },
      },
    })
    expect(await sessionOf(signed.nonce.nonce)).toMatchObject({
      address: key.address,
      caipNetworkId: 'solana:localnet',
      signature: signed.signature,
    })
    expect((await nonceRow(signed.nonce.nonce))?.usedAt).toEqual(now)
  })

  it("refuses another account's signature, a hex one and one over other text, keeping the nonce", async () => {
    const signed = await signTestSolanaSignIn(services, key)
    const forged = await signTestSolanaSignIn(services, other, { fields: { nonce: signed.nonce.nonce } })
    const overOther = await signTestSolanaSignIn(services, key)
    for (const signature of [forged.signature, overOther.signature])
      expect(await submit({ message: signed.message, signature })).toEqual({
        status: 401,
        body: {
          error: 'Invalid signature',
          parameter: 'signature',
          reason: 'signature does not match the address',
        },
      })
    expect(await submit({ message: signed.message, signature: `0x${'ab'.repeat(64)}` })).toMatchObject({
      status: 401,
      body: { parameter: 'signature' },
    })
    expect((await nonceRow(signed.nonce.nonce))?.usedAt).toBeNull()
    expect((await submit(signed)).status).toBe(200)
  })

  it('refuses a cluster the server does not serve, another origin, and an expired message', async () => {
    const mainnet = await signTestSolanaSignIn(services, key, {
      fields: { chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    })
    expect(await submit(mainnet)).toEqual({
      status: 400,
      body: {
        error: "Unsupported chain 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'",
        parameter: 'message',
        reason: 'unknown chain',
      },
    })
    const elsewhere = await signTestSolanaSignIn(services, key, { fields: { domain: 'evil.example' } })
    expect(await submit(elsewhere)).toMatchObject({
      status: 400,
      body: { reason: 'domain does not match the origin' },
    })
    const stale = await signTestSolanaSignIn(services, key, {
      fields: { expirationTime: minutes(-1).toISOString() },
    })
    expect(await submit(stale)).toMatchObject({ status: 400, body: { reason: 'message expired' } })
  })
})
