// The security suite's protocol fuzz, SDK side: a fake frame answers the host's calls with generated
// replies and sends generated requests to the host. The SDK must never throw outside the promise it
// returns, settle every call with a value or a typed error, and answer every request with a reply
// penpal can send: a valid success or a typed error.
import { frameToHostMessages, hostToFrameMessages, isProtocolError } from '@latch/protocol'
import { nastyValue, protocolMessage } from '@latch/protocol/testing/protocolArbitraries'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLatch } from './createLatch'
import { defaultReply, type Envelope, fakeFrame } from './internal/fakeConnectFrame'
import type { Latch } from './Latch'

vi.mock('./internal/connectFrame', () => import('./internal/fakeConnectFrame'))

const deadline = 20
const escaped: unknown[] = []
const onEscape = (error: unknown) => escaped.push(error)
let latch: Latch

beforeAll(async () => {
  fakeFrame.reset()
  vi.stubGlobal('fetch', async () => Response.json({ projectId: 'latch-dev' }))
  process.on('unhandledRejection', onEscape)
  process.on('uncaughtException', onEscape)
  latch = createLatch({ projectId: 'latch-dev', handshakeTimeout: deadline })
  await new Promise((resolve) => setTimeout(resolve, 10))
})

afterAll(() => {
  latch.destroy()
  vi.unstubAllGlobals()
  process.off('unhandledRejection', onEscape)
  process.off('uncaughtException', onEscape)
})

const embeddedTypes = hostToFrameMessages
  .map((message) => message.type)
  .filter(
    (type) => !['init', 'open', 'close', 'request', 'injected.announce', 'injected.event'].includes(type),
  )

// One host call: what the SDK sends, and whether it has a deadline (those that wait for the user have none).
const hostCall = fc.oneof(
  fc.constant({ run: () => latch.open(), waits: false }),
  fc.constant({ run: () => latch.close(), waits: false }),
  fc
    .constantFrom('eth_chainId', 'eth_accounts', 'personal_sign', 'eth_sendTransaction', 'wallet_foo')
    .map((method) => ({ run: () => latch.provider.request({ method, params: [] }), waits: true })),
  fc
    .constantFrom(...embeddedTypes)
    .map((type) => ({ run: () => latch.embedded(type as 'getUser'), waits: true })),
)

// How the fake frame answers it: a well-formed reply with a generated payload or error, a generated
// envelope, anything at all, a thrown value, or nothing until it goes away.
type Answer = { kind: 'reply' | 'throw' | 'never'; make?: (message: Envelope) => unknown }
const answer: fc.Arbitrary<Answer> = fc.oneof(
  nastyValue({ maxLength: 20_000 }).map((payload) => ({
    kind: 'reply' as const,
    make: (message: Envelope) => ({ ...defaultReply(message), payload }),
  })),
  fc.record({ code: nastyValue(), message: nastyValue() }).map((error) => ({
    kind: 'reply' as const,
    make: (message: Envelope) => ({ v: 1, id: message.id, type: message.type, ok: false, error }),
  })),
  fc
    .record({ v: nastyValue(), id: nastyValue(), type: nastyValue(), ok: nastyValue() })
    .map((envelope) => ({ kind: 'reply' as const, make: () => envelope })),
  nastyValue().map((value) => ({ kind: 'reply' as const, make: () => value })),
  nastyValue().map((value) => ({ kind: 'throw' as const, make: () => value })),
  fc.constant({ kind: 'never' as const }),
)

const isTypedError = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return error instanceof Error && Number.isSafeInteger(code) && typeof message === 'string'
}

describe('frame → host protocol fuzz', () => {
  it('settles every host call with a value or a typed error, whatever the frame replies', async () => {
    await fc.assert(
      fc.asyncProperty(hostCall, answer, async (call, { kind, make }) => {
        fakeFrame.respond = (message) => {
          if (message.type === 'init') return defaultReply(message)
          if (kind === 'throw') throw make?.(message)
          return kind === 'never' ? new Promise(() => {}) : make?.(message)
        }
        let promise: Promise<unknown> | undefined
        expect(() => {
          promise = call.run()
        }).not.toThrow()
        const settled = promise?.then(
          () => undefined,
          (error: unknown) => error,
        )
        if (kind === 'never' && call.waits) {
          // Nothing but the frame's going away ends it: its document ends the connection, the next one loads.
          await new Promise((resolve) => setTimeout(resolve, 1))
          fakeFrame.drop()
          document.querySelector('iframe')?.dispatchEvent(new Event('load'))
        }
        const error = await settled
        if (error !== undefined) expect(isTypedError(error), String(error)).toBe(true)
        if (kind === 'never') expect(error).toMatchObject({ code: call.waits ? 4900 : -32603 })
      }),
      { seed: 20_251_124, numRuns: 2000 },
    )
    fakeFrame.respond = defaultReply
    await expect(latch.open()).resolves.toBeUndefined()
    expect(escaped).toEqual([])
  }, 120_000)

  it('answers 10,000 generated frame requests with a cloneable success or typed error', async () => {
    await fc.assert(
      fc.asyncProperty(protocolMessage(frameToHostMessages), async (message) => {
        let pending: Promise<unknown> | undefined
        expect(() => {
          pending = fakeFrame.call(message)
        }).not.toThrow()
        const reply = (await pending) as { ok?: unknown; error?: unknown; id?: unknown; type?: unknown }
        expect(() => structuredClone(reply)).not.toThrow()
        if (reply.ok === true)
          expect(reply).toMatchObject({
            v: 1,
            id: (message as Envelope).id,
            type: (message as Envelope).type,
          })
        else expect(reply.ok === false && isProtocolError(reply.error)).toBe(true)
      }),
      { seed: 20_251_124, numRuns: 10_000 },
    )
    expect(escaped).toEqual([])
  }, 120_000)
})
