import { describe, expect, it } from 'vitest'
import { ApiRequestError, createApiClient } from './createApiClient'

type Seen = { url: string; init: RequestInit }

/** A client whose fetch answers `answers` in turn (the last one from then on). */
function client(answer: Response | Response[], onForbidden?: () => void) {
  const answers = [answer].flat()
  const seen: Seen[] = []
  const api = createApiClient({
    projectId: 'latch-dev',
    hostOrigin: 'http://localhost:5173',
    sdkType: 'latch',
    sdkVersion: '0.1.0',
    fetch: async (input, init) => {
      seen.push({ url: String(input), init: init ?? {} })
      const next = answers[Math.min(seen.length, answers.length) - 1]
      if (!next) throw new Error('no answer')
      return next.clone()
    },
    wait: async () => undefined,
    ...(onForbidden ? { onForbidden } : {}),
  })
  return { api, seen }
}

describe('createApiClient', () => {
  it('puts the projectId in the query of a GET and names the host page', async () => {
    const { api, seen } = client(Response.json({ data: [1] }))
    const body = await api('/api/getWallets', { query: { page: 2, search: undefined } })
    expect(body).toEqual({ data: [1] })
    expect(seen[0]?.url).toBe('/api/getWallets?projectId=latch-dev&page=2')
    expect(seen[0]?.init.headers).toMatchObject({
      'x-latch-origin': 'http://localhost:5173',
      'x-sdk-type': 'latch',
    })
  })

  it('puts the projectId in the body of a POST', async () => {
    const { api, seen } = client(Response.json({ ok: true }))
    await api('/api/siwx/nonce', { body: { address: '0x1' } })
    expect(seen[0]?.init.method).toBe('POST')
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual({ address: '0x1', projectId: 'latch-dev' })
  })

  it('throws the server text and reason, and reports a 403', async () => {
    let forbidden = 0
    const { api } = client(
      Response.json(
        { error: 'Invalid App Configuration', reason: 'origin not on allow-list' },
        { status: 403 },
      ),
      () => forbidden++,
    )
    const error = await api('/api/getWallets').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({
      status: 403,
      message: 'Invalid App Configuration',
      reason: 'origin not on allow-list',
    })
    expect(forbidden).toBe(1)
  })

  it('reports only the origin refusal among 403s: another refuses one act, not the host', async () => {
    let forbidden = 0
    const { api } = client(
      Response.json({ error: 'This wallet asks for the code of its authenticator app' }, { status: 403 }),
      () => forbidden++,
    )
    await expect(api('/api/wallet/recovery', { body: {} })).rejects.toMatchObject({ status: 403 })
    expect(forbidden).toBe(0)
  })

  it('names the status when the answer is not JSON', async () => {
    const { api } = client(new Response('oops', { status: 502 }))
    await expect(api('/api/v1/supported-chains')).rejects.toThrow('Request failed (502)')
  })

  it('sends a GET once more after a failed instance, and answers the second try', async () => {
    const { api, seen } = client([new Response('bad gateway', { status: 502 }), Response.json({ ok: 1 })])
    expect(await api('/api/v1/supported-chains')).toEqual({ ok: 1 })
    expect(seen).toHaveLength(2)
  })

  it('sends every POST once more after a failed instance, a keyed one under the same fresh key', async () => {
    const failing = () => [new Response(null, { status: 503 }), Response.json({ ok: 1 })]
    const keyed = client(failing())
    expect(await keyed.api('/api/siwx/nonce', { body: {} })).toEqual({ ok: 1 })
    expect(keyed.seen).toHaveLength(2)
    const keyOf = (index: number) =>
      (keyed.seen[index]?.init.headers as Record<string, string> | undefined)?.['idempotency-key']
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/)
    expect(keyOf(1)).toBe(keyOf(0))
    await keyed.api('/api/siwx/nonce', { body: {} })
    expect(keyOf(2)).not.toBe(keyOf(0))

    const idempotent = client(failing())
    expect(await idempotent.api('/api/v1/onramp/quote', { body: {}, idempotent: true })).toEqual({ ok: 1 })
    expect(idempotent.seen).toHaveLength(2)
    expect(idempotent.seen[0]?.init.headers).not.toHaveProperty('idempotency-key')
  })
})
