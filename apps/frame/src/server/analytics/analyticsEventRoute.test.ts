import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import { analyticsEvents } from '../db/schema'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { analyticsEventRoute } from './analyticsEventRoute'

const receivedAt = new Date('2030-01-01T12:00:00Z')

let services: TestServices
beforeAll(async () => {
  services = await createTestServices()
  services.setNow(receivedAt)
}, 60_000)
afterAll(() => services.close())

function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    eventId: randomUUID(),
    url: 'http://localhost:5173/shop',
    domain: 'localhost',
    timestamp: Date.parse('2030-01-01T11:59:59Z'),
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    ...overrides,
  }
}

async function post(body: unknown, options: { projectId?: string; origin?: string } = {}) {
  const response = await handleApiRequest(
    apiRequest(`/api/e?projectId=${options.projectId ?? 'latch-dev'}`, {
      method: 'POST',
      body,
      ...(options.origin ? { origin: options.origin } : {}),
    }),
    analyticsEventRoute,
    { services },
  )
  return { status: response.status, body: await response.json() }
}

const storedWith = (eventId: string) =>
  services.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventId, eventId))

describe('POST /api/e', () => {
  it('stores a tracked event and answers 202', async () => {
    const body = eventBody()
    expect(await post(body)).toEqual({ status: 202, body: {} })
    expect(await storedWith(body.eventId)).toEqual([
      expect.objectContaining({
        projectId: 'latch-dev',
        event: 'MODAL_OPEN',
        url: body.url,
        domain: 'localhost',
        timestamp: new Date(body.timestamp),
        props: body.props,
        receivedAt,
      }),
    ])
  })

  it('stores a retried POST once', async () => {
    const body = eventBody({ props: { type: 'track', event: 'MODAL_CLOSE' } })
    const answers = await Promise.all([post(body), post(body), post(body)])
    expect(answers).toEqual(Array(3).fill({ status: 202, body: {} }))
    expect(await storedWith(body.eventId)).toHaveLength(1)
  })

  it('accepts and does not store MODAL_CREATED, nor any event of a project with analytics off', async () => {
    const created = eventBody({ props: { type: 'track', event: 'MODAL_CREATED' } })
    expect(await post(created)).toEqual({ status: 202, body: { stored: false } })
    const shop = eventBody()
    expect(await post(shop, { projectId: 'shop', origin: 'https://shop.example' })).toEqual({
      status: 202,
      body: { stored: false },
    })
    expect(await storedWith(created.eventId)).toEqual([])
    expect(await storedWith(shop.eventId)).toEqual([])
  })

  it("refuses an origin off the project's allow-list with 403 'Invalid App Configuration'", async () => {
    const body = eventBody()
    expect(await post(body, { origin: 'https://evil.example' })).toEqual({
      status: 403,
      body: { error: 'Invalid App Configuration', reason: 'origin not on allow-list' },
    })
    expect(await storedWith(body.eventId)).toEqual([])
  })

  it('refuses a bad body with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ eventId: 'not-a-uuid' }, 'eventId'],
      [{ url: `http://localhost:5173/${'a'.repeat(2048)}` }, 'url'],
      [{ props: { type: 'track', event: 'MODAL_OPEN', properties: { blob: 'x'.repeat(4096) } } }, 'props'],
      [{ props: { type: 'page', event: 'MODAL_OPEN' } }, 'props.type'],
      [{ props: { type: 'track', event: 'NOT_AN_EVENT' } }, 'props.event'],
      [{ timestamp: 'yesterday' }, 'timestamp'],
      // Each of these once reached the database and answered 500.
      [{ timestamp: 253_402_300_800_000 }, 'timestamp'],
      [{ url: 'http://localhost:5173/\u0000' }, 'url'],
      [{ domain: 'local\u0000host' }, 'domain'],
      [{ url: 'http://localhost:5173/\ud800' }, 'url'],
      [
        { props: { type: 'track', event: 'MODAL_OPEN', properties: { a: ['x\u0000'] } } },
        'props.properties.a',
      ],
    ]
    for (const [overrides, parameter] of cases)
      expect(await post(eventBody(overrides))).toMatchObject({
        status: 400,
        body: { error: expect.stringMatching(new RegExp(`^Invalid parameter '${parameter}': `)), parameter },
      })
    const { domain: _domain, ...withoutDomain } = eventBody()
    expect(await post(withoutDomain)).toEqual({
      status: 400,
      body: { error: "Missing parameter 'domain'", parameter: 'domain' },
    })
  })
})
