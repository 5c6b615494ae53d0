import { describe, expect, it } from 'vitest'
import { failure } from '@/controller/replies'
import { describeHostExchange } from './describeHostExchange'

describe('describeHostExchange', () => {
  it('names the message, its id, a request’s method, and the outcome with its time', () => {
    const message = { v: 1, id: '7', type: 'request', payload: { method: 'eth_accounts' } }
    const ok = { v: 1 as const, id: '7', type: 'request', ok: true as const, payload: { result: [] } }
    expect(describeHostExchange(message, ok, 2.6)).toBe('latch: ← request #7 eth_accounts: ok (3 ms)')
    const declined = failure(message, { code: 4001, message: 'User rejected the request.' })
    expect(describeHostExchange(message, declined, 1200)).toBe(
      'latch: ← request #7 eth_accounts: error 4001 User rejected the request. (1200 ms)',
    )
  })

  it('describes a malformed message by the reply made for it', () => {
    const reply = failure(42, { code: -32602, message: 'Invalid message: unknown shape' })
    expect(describeHostExchange(42, reply, 0)).toBe(
      'latch: ← unknown #0: error -32602 Invalid message: unknown shape (0 ms)',
    )
    expect(describeHostExchange({ type: 'open', id: '1', payload: { method: 5 } }, reply, 0)).toBe(
      'latch: ← unknown #0: error -32602 Invalid message: unknown shape (0 ms)',
    )
  })
})
