import { sendWithRetry } from '@/api/sendWithRetry'
import type { TrackingEvent } from './TrackingEvent'

type AnalyticsClientOptions = {
  projectId: string
  /** The host page's origin, from the handshake: the frame's own calls speak for it (x-latch-origin). */
  hostOrigin: string
  sdkType: string
  sdkVersion: string
  fetch: typeof fetch
  /** Called once, on the first 403: the host's origin is not on the project's allow-list. */
  onForbidden: () => void
  /** How a retry waits (tests pass their own clock). */
  wait?: (ms: number) => Promise<void>
  /**
   * Whether the host lets analytics run (its `features.analytics`, on by default): read when the
   * client is made, when off it asks the server nothing, and before each event.
   */
  allowed?: () => boolean
}

export type AnalyticsClient = {
  /** Sends one event, fire-and-forget; MODAL_CREATED is never sent (docs/behaviour.md#calls). */
  track(event: TrackingEvent, properties?: Record<string, unknown>): void
  /** Settles when every event tracked so far has been sent or dropped. */
  flush(): Promise<void>
}

/**
 * The frame's analytics: unless the host switched them off, asks the server once whether the project
 * wants events (GET /api/getAnalyticsConfig), then POSTs each tracked event to /api/e, once more if it met a
 * failed instance (the server keeps one per eventId). Failures are only logged, so analytics cannot
 * slow or break the modal; after a 403 nothing more is sent, since every later call would be
 * refused too.
 *
 * @example
 * const analytics = createAnalyticsClient({ projectId, hostOrigin, sdkType, sdkVersion, fetch, onForbidden })
 * analytics.track('MODAL_OPEN')
 */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const { fetch, hostOrigin, projectId } = options
  const query = `projectId=${encodeURIComponent(projectId)}`
  const headers = {
    'x-latch-origin': hostOrigin,
    'x-sdk-type': options.sdkType,
    'x-sdk-version': options.sdkVersion,
  }
  const domain = URL.canParse(hostOrigin) ? new URL(hostOrigin).hostname : ''
  const pending = new Set<Promise<void>>()
  let forbidden = false

  function forbid() {
    if (forbidden) return
    forbidden = true
    options.onForbidden()
  }

  const allowed = options.allowed ?? (() => true)
  // Whether the project wants events, asked once, and only when the host lets analytics run.
  const enabled: Promise<boolean> = allowed()
    ? fetch(`/api/getAnalyticsConfig?${query}`, { headers })
        .then(async (response) => {
          if (response.status === 403) forbid()
          if (!response.ok) return false
          const body: unknown = await response.json()
          return (
            typeof body === 'object' &&
            body !== null &&
            'isAnalyticsEnabled' in body &&
            body.isAnalyticsEnabled === true
          )
        })
        .catch((error: unknown) => {
          console.warn('latch: analytics config unavailable, no events will be sent', error)
          return false
        })
    : Promise.resolve(false)

  async function send(body: unknown) {
    if (!(await enabled) || forbidden) return
    // The server stores an event once per eventId: a repeat after a failed instance is safe.
    const response = await sendWithRetry(
      () =>
        fetch(`/api/e?${query}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          // Lets a MODAL_CLOSE sent as the page goes away still arrive.
          keepalive: true,
        }),
      { wait: options.wait },
    )
    if (response.status === 403) forbid()
    else if (!response.ok) console.warn(`latch: analytics event refused (${response.status})`)
  }

  return {
    track(event, properties) {
      if (event === 'MODAL_CREATED' || forbidden || !allowed()) return
      const body = {
        eventId: crypto.randomUUID(),
        url: hostOrigin,
        domain,
        timestamp: Date.now(),
        props: { type: 'track', event, ...(properties && { properties }) },
      }
      const sending = send(body).catch((error: unknown) =>
        console.warn('latch: analytics event not sent', error),
      )
      pending.add(sending)
      void sending.finally(() => pending.delete(sending))
    },
    async flush() {
      await enabled
      await Promise.all(pending)
    },
  }
}
