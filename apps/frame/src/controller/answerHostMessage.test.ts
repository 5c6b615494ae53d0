import { ProviderRpcError } from '@latch/protocol'
import { nested } from '@latch/protocol/testing/protocolArbitraries'
import { describe, expect, it } from 'vitest'
import { answerHostMessage } from './answerHostMessage'
import type { HostMessageHandlers } from './hostMessageHandlers'

// Only the handlers a test calls; the others are never reached.
const handlers = (some: Partial<HostMessageHandlers>) => some as HostMessageHandlers
const request = (payload: unknown = { method: 'eth_call' }) => ({ v: 1, id: 'r1', type: 'request', payload })

describe('answerHostMessage', () => {
  it('answers a valid message with its handler’s payload', async () => {
    const reply = await answerHostMessage(request(), handlers({ request: async () => ({ result: '0x1' }) }))
    expect(reply).toEqual({ v: 1, id: 'r1', type: 'request', ok: true, payload: { result: '0x1' } })
  })

  it('answers a result penpal could not send (nested 10,000 deep, or a function) with -32603', async () => {
    for (const result of [nested(10_000), () => 1]) {
      const reply = await answerHostMessage(request(), handlers({ request: async () => ({ result }) }))
      expect(reply).toMatchObject({ id: 'r1', type: 'request', ok: false, error: { code: -32603 } })
      expect(() => structuredClone(reply)).not.toThrow()
    }
  })

  it('keeps a handler’s EIP-1193 code and cuts its message to the 2,000 characters of the schema', async () => {
    const reply = await answerHostMessage(
      request(),
      handlers({
        request: () => {
          throw new ProviderRpcError(4100, 'x'.repeat(5000))
        },
      }),
    )
    expect(reply).toMatchObject({ ok: false, error: { code: 4100, message: 'x'.repeat(2000) } })
  })

  it('names the refused field of an invalid message, and never echoes an unusable id or type', async () => {
    expect(
      await answerHostMessage(
        { v: 1, id: 'o1', type: 'open', payload: { view: nested(10_000) } },
        handlers({}),
      ),
    ).toEqual({
      v: 1,
      id: 'o1',
      type: 'open',
      ok: false,
      error: {
        code: -32602,
        message: expect.stringMatching(/^Invalid message at payload\.view: Unknown view object: /),
      },
    })
    expect(
      await answerHostMessage({ v: 1, id: nested(10), type: 'x'.repeat(101), payload: {} }, handlers({})),
    ).toMatchObject({
      id: '0',
      type: 'unknown',
      ok: false,
      error: { code: -32602 },
    })
  })
})
