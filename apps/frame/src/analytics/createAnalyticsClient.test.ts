import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAnalyticsClient } from './createAnalyticsClient'

type Call = { url: string; init: RequestInit | undefined }

// A fake server: answers the config and the events as told, and records every call.
function fakeFetch(answers: { config?: () => Response; event?: () => Response }) {
  const calls: Call[] = []
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    calls.push({ url, init })
    if (url.startsWith('/api/getAnalyticsConfig'))
      return answers.config?.() ?? Response.json({ isAnalyticsEnabled: true })
    return answers.event?.() ?? Response.json({}, { status: 202 })
  }) as typeof globalThis.fetch
  return { fetch, calls, events: () => calls.filter((call) => call.url.startsWith('/api/e?')) }
}

function client(fetch: typeof globalThis.fetch, onForbidden = vi.fn(), allowed?: () => boolean) {
  return {
    onForbidden,
    analytics: createAnalyticsClient({
      projectId: 'latch-dev',
      hostOrigin: 'http://localhost:5173',
      sdkType: 'latch',
      sdkVersion: '0.1.0',
      fetch,
      onForbidden,
      wait: async () => undefined,
      ...(allowed ? { allowed } : {}),
    }),
  }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createAnalyticsClient', () => {
  it('asks for the config once and sends each event as the host, fire-and-forget', async () => {
    const server = fakeFetch({})
    const { analytics } = client(server.fetch)
    analytics.track('MODAL_OPEN')
    analytics.track('SWITCH_NETWORK', { chainId: 31337 })
    await analytics.flush()
    expect(server.calls.filter((call) => call.url.startsWith('/api/getAnalyticsConfig'))).toEqual([
      {
        url: '/api/getAnalyticsConfig?projectId=latch-dev',
        init: {
          headers: {
            'x-latch-origin': 'http://localhost:5173',
            'x-sdk-type': 'latch',
            'x-sdk-version': '0.1.0',
          },
        },
      },
    ])
    const [open, switched] = server.events()
    expect(open?.url).toBe('/api/e?projectId=latch-dev')
    expect(open?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: {
        'content-type': 'application/json',
        'x-latch-origin': 'http://localhost:5173',
        'x-sdk-type': 'latch',
        'x-sdk-version': '0.1.0',
      },
    })
    expect(JSON.parse(String(open?.init?.body))).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      url: 'http://localhost:5173',
      domain: 'localhost',
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'MODAL_OPEN' },
    })
    expect(JSON.parse(String(switched?.init?.body)).props).toEqual({
      type: 'track',
      event: 'SWITCH_NETWORK',
      properties: { chainId: 31337 },
    })
  })

  it('never sends MODAL_CREATED', async () => {
    const server = fakeFetch({})
    const { analytics } = client(server.fetch)
    analytics.track('MODAL_CREATED')
    await analytics.flush()
    expect(server.events()).toEqual([])
  })

  it("asks and sends nothing while the host's features.analytics is off", async () => {
    const off = fakeFetch({})
    client(off.fetch, vi.fn(), () => false).analytics.track('MODAL_OPEN')
    expect(off.calls).toEqual([])

    let hostAllows = true
    const switched = fakeFetch({})
    const { analytics } = client(switched.fetch, vi.fn(), () => hostAllows)
    analytics.track('MODAL_OPEN')
    await analytics.flush()
    hostAllows = false
    analytics.track('MODAL_CLOSE')
    await analytics.flush()
    expect(switched.events()).toHaveLength(1)
  })

  it('sends nothing when the project has analytics off, or when the config cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const config of [
      () => Response.json({ isAnalyticsEnabled: false }),
      () => Response.json({ error: 'Internal error' }, { status: 500 }),
      () => {
        throw new TypeError('Failed to fetch')
      },
    ]) {
      const server = fakeFetch({ config })
      const { analytics, onForbidden } = client(server.fetch)
      analytics.track('MODAL_OPEN')
      await analytics.flush()
      expect(server.events()).toEqual([])
      expect(onForbidden).not.toHaveBeenCalled()
    }
  })

  it('calls onForbidden once when the events are refused with 403, and then stops sending', async () => {
    const server = fakeFetch({
      event: () => Response.json({ error: 'Invalid App Configuration' }, { status: 403 }),
    })
    const { analytics, onForbidden } = client(server.fetch)
    analytics.track('MODAL_OPEN')
    analytics.track('MODAL_CLOSE')
    await analytics.flush()
    expect(server.events()).toHaveLength(2)
    expect(onForbidden).toHaveBeenCalledTimes(1)
    analytics.track('MODAL_OPEN')
    await analytics.flush()
    expect(server.events()).toHaveLength(2)
    expect(onForbidden).toHaveBeenCalledTimes(1)
  })

  it('calls onForbidden once when the config itself is refused with 403, sending no events', async () => {
    const server = fakeFetch({
      config: () => Response.json({ error: 'Invalid App Configuration' }, { status: 403 }),
    })
    const { analytics, onForbidden } = client(server.fetch)
    analytics.track('MODAL_OPEN')
    await analytics.flush()
    expect(server.events()).toEqual([])
    expect(onForbidden).toHaveBeenCalledTimes(1)
  })

  it('sends an event once more after a failed instance, then only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const server = fakeFetch({
      event: () => {
        throw new TypeError('Failed to fetch')
      },
    })
    const { analytics } = client(server.fetch)
    expect(() => analytics.track('DISCONNECT_ERROR')).not.toThrow()
    await analytics.flush()
    const [first, second] = server.events()
    expect(server.events()).toHaveLength(2)
    // The same event, by its eventId, which the server stores once.
    expect(JSON.parse(String(second?.init?.body)).eventId).toBe(JSON.parse(String(first?.init?.body)).eventId)
    expect(warn).toHaveBeenCalledWith('latch: analytics event not sent', expect.any(TypeError))
  })
})
