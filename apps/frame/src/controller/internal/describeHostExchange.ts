import type { Reply } from '@/controller/replies'

/**
 * One line of the frame's debug log (the host's `debug: true`) for a host message and its reply:
 * the message, its id, the EIP-1193 method of a request, and how it ended, with how long it took.
 *
 * @example
 * describeHostExchange({ type: 'request', id: '7', payload: { method: 'eth_accounts' } }, reply, 3)
 * // 'latch: ← request #7 eth_accounts: ok (3 ms)'
 */
export function describeHostExchange(message: unknown, reply: Reply, ms: number): string {
  const payload = (message as { payload?: { method?: unknown } } | null)?.payload
  const method = typeof payload?.method === 'string' ? ` ${payload.method.slice(0, 100)}` : ''
  const outcome = reply.ok ? 'ok' : `error ${reply.error.code} ${reply.error.message}`
  return `latch: ← ${reply.type} #${reply.id}${method}: ${outcome} (${Math.round(ms)} ms)`
}
