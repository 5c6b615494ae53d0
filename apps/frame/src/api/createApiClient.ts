import { BaseError } from '@latch/protocol'
import { sendWithRetry } from './sendWithRetry'

/** An answer other than 2xx from the frame's own /api, with the server's `error` text and `reason`. */
export class ApiRequestError extends BaseError {
  override name = 'ApiRequestError' as const
  readonly status: number
  readonly reason: string | undefined
  /** The whole answer, for the fields some routes add (tries left, seconds to wait). */
  readonly body: unknown

  constructor(status: number, message: string, reason?: string, body?: unknown) {
    super(message)
    this.status = status
    this.reason = reason
    this.body = body
  }
}

export type ApiCall = {
  method?: 'GET' | 'POST'
  query?: Record<string, string | number | boolean | undefined>
  body?: Record<string, unknown>
  signal?: AbortSignal
  /** An embedded-wallet session's access token, sent as `authorization: Bearer …`. */
  bearer?: string
  /**
   * A POST that is safe to repeat as it is (a read, or a write keyed on the request's own id): sent
   * without an Idempotency-Key. Every other POST carries a fresh one, which makes it safe to repeat.
   */
  idempotent?: boolean
}

/** Calls one /api route of the frame's server and answers its parsed JSON body. */
export type ApiClient = <T = unknown>(path: string, call?: ApiCall) => Promise<T>

type ApiClientOptions = {
  projectId: string
  /** The host page's origin, from the handshake: the frame's own calls speak for it (x-latch-origin). */
  hostOrigin: string
  sdkType: string
  sdkVersion: string
  fetch: typeof fetch
  /** Called on a 403 'Invalid App Configuration': the host's origin is not (or no longer) on the project's allow-list. */
  onForbidden?: () => void
  /** How a retry waits (tests pass their own clock). */
  wait?: (ms: number) => Promise<void>
}

/**
 * The frame's client for its own /api: adds the projectId (query for GET, body for POST), names the
 * host page it speaks for and the SDK it runs under, gives every POST that is not `idempotent` as
 * it stands a fresh Idempotency-Key, sends a request once more when it met a failed instance, and
 * turns a refusal into an ApiRequestError carrying the server's text.
 *
 * @example
 * const api = createApiClient({ projectId, hostOrigin, sdkType, sdkVersion, fetch })
 * const { data } = await api<{ data: unknown[] }>('/api/getWallets', { query: { page: 1, entries: 40 } })
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const headers = {
    'x-latch-origin': options.hostOrigin,
    'x-sdk-type': options.sdkType,
    'x-sdk-version': options.sdkVersion,
  }
  return async <T>(path: string, call: ApiCall = {}): Promise<T> => {
    const method = call.method ?? (call.body ? 'POST' : 'GET')
    const search = new URLSearchParams()
    if (method === 'GET') search.set('projectId', options.projectId)
    for (const [name, value] of Object.entries(call.query ?? {}))
      if (value !== undefined) search.set(name, String(value))
    const query = search.size > 0 ? `?${search}` : ''
    const callHeaders: Record<string, string> = { ...headers }
    if (call.bearer) callHeaders.authorization = `Bearer ${call.bearer}`
    const init: RequestInit = { method, headers: callHeaders }
    if (method === 'POST') {
      callHeaders['content-type'] = 'application/json'
      // The server answers a key once (docs/retries.md): the retry below, or nginx's, cannot act twice.
      if (!call.idempotent) callHeaders['idempotency-key'] = crypto.randomUUID()
      init.body = JSON.stringify({ ...call.body, projectId: options.projectId })
    }
    if (call.signal) init.signal = call.signal
    const send = () => options.fetch(`${path}${query}`, init)
    const response = await sendWithRetry(send, { wait: options.wait })
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      const { error, reason } = (body ?? {}) as { error?: unknown; reason?: unknown }
      // Other 403s refuse one act (a device not approved, a second factor not passed), not the origin.
      if (response.status === 403 && error === 'Invalid App Configuration') options.onForbidden?.()
      throw new ApiRequestError(
        response.status,
        typeof error === 'string' ? error : `Request failed (${response.status})`,
        typeof reason === 'string' ? reason : undefined,
        body,
      )
    }
    return body as T
  }
}
