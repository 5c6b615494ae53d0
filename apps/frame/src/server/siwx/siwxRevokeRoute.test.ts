import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { siwxSessions } from '../db/schema'
import { insertTestSiwxSession } from './internal/insertTestSiwxSession'
import { postSiwx } from './internal/postSiwx'
import { siwxRouteTest } from './internal/siwxRouteTest'
import { siwxRevokeRoute } from './siwxRevokeRoute'
import { siwxVerifyRoute } from './siwxVerifyRoute'

const now = new Date('2030-01-01T12:00:00Z')
const later = new Date('2030-01-01T12:05:00Z')
const { services, alice, bob } = siwxRouteTest(now)

const revoke = (body: { message: string; signature: string }, origin?: string) =>
  postSiwx(services, siwxRevokeRoute, body, origin)
const revokedAtOf = async (message: string) =>
  (await services.db.select().from(siwxSessions).where(eq(siwxSessions.message, message)))[0]?.revokedAt

describe('POST /api/siwx/revoke', () => {
  it('revokes exactly the session given, which then no longer verifies', async () => {
    const session = await insertTestSiwxSession(services, alice)
    const other = await insertTestSiwxSession(services, alice)
    expect(await revoke(session)).toEqual({ status: 200, body: { revoked: true } })
    expect(await revokedAtOf(session.message)).toEqual(now)
    expect(await revokedAtOf(other.message)).toBeNull()
    expect((await postSiwx(services, siwxVerifyRoute, session)).body).toEqual({
      valid: false,
      reason: 'revoked',
    })
    expect((await postSiwx(services, siwxVerifyRoute, other)).body).toMatchObject({ valid: true })
  })

  it('keeps the first revocation time when revoked again', async () => {
    const session = await insertTestSiwxSession(services, alice)
    await revoke(session)
    services.setNow(later)
    expect(await revoke(session)).toEqual({ status: 200, body: { revoked: true } })
    expect(await revokedAtOf(session.message)).toEqual(now)
  })

  it('answers 404 to a session it does not hold: another signature, another origin', async () => {
    const session = await insertTestSiwxSession(services, alice)
    const forged = await bob.signMessage({ message: session.message })
    expect(await revoke({ message: session.message, signature: forged })).toEqual({
      status: 404,
      body: { error: 'Unknown session', reason: 'unknown session' },
    })
    expect((await revoke(session, 'http://localhost:4000')).status).toBe(404)
    expect(await revokedAtOf(session.message)).toBeNull()
  })

  it('refuses an origin off the allow-list with 403', async () => {
    const session = await insertTestSiwxSession(services, alice)
    expect(await revoke(session, 'https://evil.example')).toEqual({
      status: 403,
      body: { error: 'Invalid App Configuration', reason: 'origin not on allow-list' },
    })
    expect(await revokedAtOf(session.message)).toBeNull()
  })
})
