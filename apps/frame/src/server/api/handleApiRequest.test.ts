import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { ApiError } from './ApiError'
import { type ApiRoute, defineApiRoute } from './ApiRoute'
import { handleApiPreflight, handleApiRequest } from './handleApiRequest'

let services: TestServices
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.close())

const echoRoute = defineApiRoute({
  method: 'GET',
  input: z.object({
    projectId: z.string(),
    chainId: z.string().regex(/^eip155:\d+$/),
    address: z.string().optional(),
  }),
  run: async (input, context) => ({ input, project: context.project.projectId, origin: context.origin }),
})

const postRoute = defineApiRoute({
  method: 'POST',
  input: z.object({ projectId: z.string(), amount: z.string().regex(/^\d+$/) }),
  run: async ({ amount }) => {
    if (amount === '0') throw new ApiError(400, 'Network not supported for Swaps')
    if (amount === '13') throw new Error('boom')
    return { amount }
  },
})

async function call(request: Request, route: ApiRoute = echoRoute, params?: Record<string, string>) {
  const response = await handleApiRequest(request, route, { services, ...(params ? { params } : {}) })
  return { status: response.status, body: await response.json(), headers: response.headers }
}

describe('handleApiRequest', () => {
  it('runs the route with its parsed input, the project and the origin, with CORS', async () => {
    const { status, body, headers } = await call(
      apiRequest('/api/v1/x/0xabc?projectId=latch-dev&chainId=eip155:31337'),
      echoRoute,
      { address: '0xabc' },
    )
    expect(status).toBe(200)
    expect(body).toEqual({
      input: { projectId: 'latch-dev', chainId: 'eip155:31337', address: '0xabc' },
      project: 'latch-dev',
      origin: 'http://localhost:5173',
    })
    expect(headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it("refuses an origin off the project's allow-list with 403 'Invalid App Configuration'", async () => {
    const { status, body, headers } = await call(
      apiRequest('/api/v1/x?projectId=latch-dev&chainId=eip155:31337', { origin: 'https://evil.example' }),
    )
    expect(status).toBe(403)
    expect(body).toEqual({ error: 'Invalid App Configuration', reason: 'origin not on allow-list' })
    expect(headers.get('access-control-allow-origin')).toBe('https://evil.example')
  })

  it('refuses a missing or unknown projectId before looking at the input', async () => {
    expect(await call(apiRequest('/api/v1/x?chainId=nope'))).toMatchObject({
      status: 400,
      body: { error: 'Project ID Not Configured' },
    })
    expect(await call(apiRequest('/api/v1/x?projectId=nope&chainId=nope'))).toMatchObject({
      status: 404,
      body: { error: 'Invalid App Configuration', reason: 'invalid project id' },
    })
  })

  it('refuses a malformed projectId with 400 naming it, before the lookup and whatever the origin', async () => {
    for (const origin of ['http://localhost:5173', 'https://evil.example', null])
      for (const query of [
        'projectId=latch-dev%00',
        'projectId=%00',
        'projectId=a%20b',
        `projectId=${'x'.repeat(65)}`,
      ])
        expect(await call(apiRequest(`/api/v1/x?${query}&chainId=eip155:1`, { origin }))).toMatchObject({
          status: 400,
          body: { parameter: 'projectId', error: expect.stringMatching(/^Invalid parameter 'projectId'/) },
        })
    const post = (body: unknown) => call(apiRequest('/api/v1/y', { method: 'POST', body }), postRoute)
    for (const projectId of [5, ['latch-dev'], { $ne: '' }, 'latch-dev\u0000'])
      expect(await post({ projectId, amount: '5' })).toMatchObject({
        status: 400,
        body: { parameter: 'projectId' },
      })
  })

  it('answers 400, not 500, when the database refuses a value the caller sent', async () => {
    const storing = (value: string) =>
      defineApiRoute({
        method: 'GET',
        input: z.object({ projectId: z.string() }),
        run: async () => (await services.db.execute(sql`select ${value}::int as n`)).rows,
      })
    for (const value of ['99999999999', 'abc', '\u0000']) {
      const { status, body } = await call(apiRequest('/api/v1/x?projectId=latch-dev'), storing(value))
      expect(status).toBe(400)
      expect(body).toEqual({ error: 'Invalid input: a value is out of range or not valid text' })
    }
    const wrapped = defineApiRoute({
      method: 'GET',
      input: z.object({ projectId: z.string() }),
      run: async () => {
        throw new Error('query failed', {
          cause: Object.assign(new Error('out of range'), { code: '22003' }),
        })
      },
    })
    expect(await call(apiRequest('/api/v1/x?projectId=latch-dev'), wrapped)).toMatchObject({ status: 400 })
  })

  it("still answers 500 for a database error that is not the input's fault", async () => {
    const failing = defineApiRoute({
      method: 'GET',
      input: z.object({ projectId: z.string() }),
      run: async () => (await services.db.execute(sql`select * from no_such_table`)).rows,
    })
    expect(await call(apiRequest('/api/v1/x?projectId=latch-dev'), failing)).toMatchObject({
      status: 500,
      body: { error: 'Internal error' },
    })
  })

  it('names a missing or invalid parameter in a 400', async () => {
    expect(await call(apiRequest('/api/v1/x?projectId=latch-dev'))).toMatchObject({
      status: 400,
      body: { error: "Missing parameter 'chainId'", parameter: 'chainId' },
    })
    const invalid = await call(apiRequest('/api/v1/x?projectId=latch-dev&chainId=31337'))
    expect(invalid.status).toBe(400)
    expect(invalid.body.parameter).toBe('chainId')
    expect(invalid.body.error).toMatch(/^Invalid parameter 'chainId': /)
  })

  it('reads a POST body merged with the query, and refuses a body that is not a JSON object', async () => {
    const post = (body: unknown) =>
      call(apiRequest('/api/v1/y?projectId=latch-dev', { method: 'POST', body }), postRoute)
    expect(await post({ amount: '5' })).toMatchObject({ status: 200, body: { amount: '5' } })
    expect(await post('{not json')).toMatchObject({ status: 400, body: { parameter: 'body' } })
    expect(await post([1, 2])).toMatchObject({ status: 400, body: { parameter: 'body' } })
  })

  it('answers an ApiError with its status and text, and hides anything else behind a 500', async () => {
    const post = (amount: string) =>
      call(apiRequest('/api/v1/y?projectId=latch-dev', { method: 'POST', body: { amount } }), postRoute)
    expect(await post('0')).toMatchObject({ status: 400, body: { error: 'Network not supported for Swaps' } })
    expect(await post('13')).toMatchObject({ status: 500, body: { error: 'Internal error' } })
  })

  it('checks the host the frame names on its own same-origin calls, not the frame origin', async () => {
    const frameCall = (host: string) =>
      call(
        apiRequest('/api/v1/x?projectId=latch-dev&chainId=eip155:1', {
          origin: 'http://127.0.0.1:3000',
          headers: { 'x-latch-origin': host },
        }),
      )
    expect(await frameCall('http://localhost:5173')).toMatchObject({ status: 200 })
    expect(await frameCall('https://evil.example')).toMatchObject({ status: 403 })
  })

  it('records sdk-type and sdk-version per project', async () => {
    for (let index = 0; index < 3; index++)
      await call(
        apiRequest('/api/v1/x?projectId=latch-dev&chainId=eip155:1', {
          headers: { 'x-sdk-type': 'latch', 'x-sdk-version': '0.1.0' },
        }),
      )
    await call(
      apiRequest('/api/v1/x?projectId=latch-dev&chainId=eip155:1', { headers: { 'sdk-type': 'appkit' } }),
    )
    await services.sdkUsage.flush()
    const { rows } = await services.db.execute<{ sdk_type: string; sdk_version: string; requests: string }>(
      sql`select sdk_type, sdk_version, requests::text from sdk_usage where project_id = 'latch-dev' and sdk_type <> 'unknown' order by sdk_type`,
    )
    expect(rows).toEqual([
      { sdk_type: 'appkit', sdk_version: 'unknown', requests: '1' },
      { sdk_type: 'latch', sdk_version: '0.1.0', requests: '3' },
    ])
  })
})

describe('handleApiPreflight', () => {
  it('allows the sdk headers and the route method', () => {
    const response = handleApiPreflight(
      apiRequest('/api/v1/y', { origin: 'https://shop.example' }),
      postRoute,
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toMatch(/x-sdk-type/)
  })

  it('allows every method of a path that answers two', () => {
    const response = handleApiPreflight(apiRequest('/api/v1/y'), [echoRoute, postRoute])
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
  })
})

describe('handleApiRequest with an Idempotency-Key', () => {
  let runs = 0
  const countingRoute = defineApiRoute({
    method: 'POST',
    input: z.object({ projectId: z.string(), email: z.string() }),
    run: async ({ email }) => {
      runs++
      if (email === 'fails@example.com') throw new Error('instance failed')
      return { sent: email, run: runs }
    },
  })
  const keyed = (key: string, body: unknown, headers: Record<string, string> = {}) =>
    apiRequest('/api/auth/email/start', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key, ...headers },
    })

  it('runs a keyed POST once: a repeat gets the first answer; without a key, each runs', async () => {
    const key = crypto.randomUUID()
    const body = { projectId: 'latch-dev', email: 'ada@example.com' }
    const before = runs
    const first = await call(keyed(key, body), countingRoute)
    const repeat = await call(keyed(key, body), countingRoute)
    expect(first).toMatchObject({ status: 200, body: { sent: 'ada@example.com', run: before + 1 } })
    expect(repeat).toMatchObject({ status: 200, body: first.body })
    expect(repeat.headers.get('idempotent-replayed')).toBe('true')
    expect(repeat.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(runs).toBe(before + 1)

    await call(apiRequest('/api/auth/email/start', { method: 'POST', body }), countingRoute)
    await call(apiRequest('/api/auth/email/start', { method: 'POST', body }), countingRoute)
    expect(runs).toBe(before + 3)
  })

  it('runs again for another session or host page with the same key, and after a 500', async () => {
    const key = crypto.randomUUID()
    const body = { projectId: 'latch-dev', email: 'bo@example.com' }
    const before = runs
    await call(keyed(key, body), countingRoute)
    await call(keyed(key, body, { authorization: 'Bearer another-session' }), countingRoute)
    expect(runs).toBe(before + 2)

    const failing = { projectId: 'latch-dev', email: 'fails@example.com' }
    const failKey = crypto.randomUUID()
    expect((await call(keyed(failKey, failing), countingRoute)).status).toBe(500)
    expect((await call(keyed(failKey, failing), countingRoute)).status).toBe(500)
    expect(runs).toBe(before + 4)
  })

  it('answers a value the database refuses 400 with a key too, and runs it again on a repeat', async () => {
    let runs = 0
    const storing = defineApiRoute({
      method: 'POST',
      input: z.object({ projectId: z.string(), value: z.string() }),
      run: async ({ value }, { db }) => {
        runs++
        return (await db.execute(sql`select ${value}::int as n`)).rows
      },
    })
    const key = crypto.randomUUID()
    for (const _ of [1, 2])
      expect(await call(keyed(key, { projectId: 'latch-dev', value: 'abc' }), storing)).toMatchObject({
        status: 400,
        body: { error: 'Invalid input: a value is out of range or not valid text' },
      })
    expect(runs).toBe(2)
  })

  it('refuses a malformed key, or a key reused with another body, naming the header', async () => {
    expect(
      await call(keyed('not a key', { projectId: 'latch-dev', email: 'a' }), countingRoute),
    ).toMatchObject({
      status: 400,
      body: { parameter: 'Idempotency-Key' },
    })
    const key = crypto.randomUUID()
    await call(keyed(key, { projectId: 'latch-dev', email: 'cy@example.com' }), countingRoute)
    expect(
      await call(keyed(key, { projectId: 'latch-dev', email: 'eve@example.com' }), countingRoute),
    ).toMatchObject({
      status: 422,
      body: {
        error: 'This Idempotency-Key was already used for another request',
        parameter: 'Idempotency-Key',
      },
    })
  })
})
