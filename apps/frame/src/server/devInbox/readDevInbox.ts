import { z } from 'zod'
import { devInboxUrl } from './devInboxUrl'
import { InboxMessage } from './InboxMessage'

const MessagesResponse = z.object({ messages: z.array(InboxMessage) })

export type DevInbox =
  | { status: 'ok'; inboxUrl: string; messages: InboxMessage[] }
  /** nothing answers at inboxUrl (the inbox is not running) or it took longer than the timeout */
  | { status: 'unreachable'; inboxUrl: string; reason: string }
  /** something answered, but not with the inbox's messages */
  | { status: 'invalid'; inboxUrl: string; reason: string }

export interface ReadDevInboxOptions {
  /** only the mails sent to this address (the inbox compares in lower case) */
  to?: string
  inboxUrl?: string
  timeoutMs?: number
}

/** The local SMTP inbox's mails, newest first, or why they cannot be had; never throws. */
export async function readDevInbox(options: ReadDevInboxOptions = {}): Promise<DevInbox> {
  const { to = '', inboxUrl = devInboxUrl(), timeoutMs = 3000 } = options
  const url = new URL('messages', inboxUrl.endsWith('/') ? inboxUrl : `${inboxUrl}/`)
  if (to.trim()) url.searchParams.set('to', to.trim())
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    return { status: 'unreachable', inboxUrl, reason: describeFetchError(error) }
  }
  if (!response.ok) {
    await response.body?.cancel()
    return { status: 'invalid', inboxUrl, reason: `it answered HTTP ${response.status}` }
  }
  let json: unknown
  try {
    json = await response.json()
  } catch {
    return { status: 'invalid', inboxUrl, reason: 'its answer is not JSON' }
  }
  const parsed = MessagesResponse.safeParse(json)
  if (!parsed.success) {
    return { status: 'invalid', inboxUrl, reason: `unexpected answer: ${z.prettifyError(parsed.error)}` }
  }
  return { status: 'ok', inboxUrl, messages: parsed.data.messages }
}

/** fetch says "fetch failed" and keeps the useful part (ECONNREFUSED, "bad port") in its cause. */
function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError') return 'no answer in time'
  // Duck-typed: under Next the cause may come from another realm, where instanceof Error fails.
  const cause: unknown = error.cause
  if (typeof cause === 'object' && cause !== null) {
    if ('code' in cause && typeof cause.code === 'string') return cause.code
    if ('message' in cause && typeof cause.message === 'string') return cause.message
  }
  return error.message
}
