import { solanaDevKeys } from '@latch/localnet/solanaDevKeys'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { SiwxVerification } from '@/siwx/SiwxVerification'
import { siwxSessions } from '../db/schema'
import { insertTestSiwxSession, storeTestSiwxSession } from './internal/insertTestSiwxSession'
import { postSiwx } from './internal/postSiwx'
import { signTestSolanaSignIn } from './internal/signTestSolanaSignIn'
import { siwxRouteTest } from './internal/siwxRouteTest'
import { siwxVerifyRoute } from './siwxVerifyRoute'

const now = new Date('2030-01-01T12:00:00Z')
const { services, alice, bob } = siwxRouteTest(now)

const verify = (body: { message: string; signature: string }, origin?: string) =>
  postSiwx<SiwxVerification>(services, siwxVerifyRoute, body, origin)

describe('POST /api/siwx/verify', () => {
  it('answers the account of a stored session, for its project and origin', async () => {
    const session = await insertTestSiwxSession(services, alice)
    expect(await verify(session)).toEqual({
      status: 200,
      body: {
        valid: true,
        namespace: 'eip155',
        address: alice.address,
        chainId: 31_337,
        caipNetworkId: 'eip155:31337',
        caipAddress: `eip155:31337:${alice.address}`,
        domain: 'localhost:5173',
        issuedAt: '2030-01-01T12:00:00.000Z',
        expirationTime: '2030-01-08T12:00:00.000Z',
      },
    })
  })

  it("answers a Solana account's session with its base58 address and cluster, and only its exact signature", async () => {
    const [key] = solanaDevKeys
    if (!key) throw new Error('no Solana dev key')
    const signed = await signTestSolanaSignIn(services, key)
    await storeTestSiwxSession(services, signed)
    expect(await verify(signed)).toEqual({
      status: 200,
      body: {
        valid: true,
        namespace: 'solana',
        address: key.address,
        chainId: 'localnet',
        caipNetworkId: 'solana:localnet',
        caipAddress: `solana:localnet:${key.address}`,
        domain: 'localhost:5173',
        issuedAt: '2030-01-01T12:00:00.000Z',
        expirationTime: '2030-01-08T12:00:00.000Z',
      },
    })
    // base58 is case-sensitive: another case is another signature.
    const flip = (c: string) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())
    const at = [...signed.signature].findIndex((c) => flip(c) !== c && !'0OIl'.includes(flip(c)))
    const recased = `${signed.signature.slice(0, at)}${flip(signed.signature.charAt(at))}${signed.signature.slice(at + 1)}`
    expect((await verify({ message: signed.message, signature: recased })).body).toEqual({
      valid: false,
      reason: 'unknown session',
    })
  })

  it('accepts the signature in either hex case, and a session with no expiration time', async () => {
    const session = await insertTestSiwxSession(services, alice, { fields: { expirationTime: undefined } })
    const upper = `0x${session.signature.slice(2).toUpperCase()}`
    const { body } = await verify({ message: session.message, signature: upper })
    expect(body).toMatchObject({ valid: true, address: alice.address })
    expect(body).not.toHaveProperty('expirationTime')
  })

  it('refuses a message or a signature that is not exactly the stored one', async () => {
    const session = await insertTestSiwxSession(services, alice)
    const forged = await bob.signMessage({ message: session.message })
    const tampered = session.message.replace('Chain ID: 31337', 'Chain ID: 31338')
    expect(await verify({ message: session.message, signature: forged })).toEqual({
      status: 200,
      body: { valid: false, reason: 'unknown session' },
    })
    expect((await verify({ message: tampered, signature: session.signature })).body).toEqual({
      valid: false,
      reason: 'unknown session',
    })
    expect((await verify({ message: 'hello', signature: session.signature })).body).toEqual({
      valid: false,
      reason: 'not a sign-in message',
    })
  })

  it('does not answer a session to another origin of the allow-list, nor to another project', async () => {
    const session = await insertTestSiwxSession(services, alice)
    expect((await verify(session, 'http://localhost:4000')).body).toEqual({
      valid: false,
      reason: 'unknown session',
    })
    expect(
      await postSiwx(services, siwxVerifyRoute, { ...session, projectId: 'shop' }, 'https://shop.example'),
    ).toEqual({ status: 200, body: { valid: false, reason: 'unknown session' } })
  })

  it('says a session is revoked, or expired once its expiration time is reached', async () => {
    const revoked = await insertTestSiwxSession(services, alice)
    await services.db
      .update(siwxSessions)
      .set({ revokedAt: now })
      .where(eq(siwxSessions.message, revoked.message))
    expect((await verify(revoked)).body).toEqual({ valid: false, reason: 'revoked' })

    const expiring = await insertTestSiwxSession(services, alice, {
      fields: { expirationTime: new Date('2030-01-01T13:00:00Z') },
    })
    services.setNow(new Date('2030-01-01T12:59:59.999Z'))
    expect((await verify(expiring)).body).toMatchObject({ valid: true })
    services.setNow(new Date('2030-01-01T13:00:00Z'))
    expect((await verify(expiring)).body).toEqual({ valid: false, reason: 'expired' })
  })

  it('refuses an origin off the allow-list with 403', async () => {
    const session = await insertTestSiwxSession(services, alice)
    expect(await verify(session, 'https://evil.example')).toEqual({
      status: 403,
      body: { error: 'Invalid App Configuration', reason: 'origin not on allow-list' },
    })
  })
})
