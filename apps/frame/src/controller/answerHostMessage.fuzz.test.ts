// The security suite's protocol fuzz, frame side: generated messages go to the frame's real host
// handler (the controller's `handle`, which penpal calls), and every one must be answered in time
// with a reply penpal can send: a typed error of the protocol's error schema, or a valid success.
import { hostToFrameMessages, MessageId, messageDefinition, ProtocolError } from '@latch/protocol'
import { nested, protocolMessage } from '@latch/protocol/testing/protocolArbitraries'
import fc from 'fast-check'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { attachFakeHost } from '@/testing/attachFakeHost'
import { createFrameController } from './createFrameController'

const ErrorReply = z.object({
  v: z.literal(1),
  id: MessageId,
  type: z.string().max(100),
  ok: z.literal(false),
  error: ProtocolError,
})

// A bound far above any answer the frame gives at once; only the requests below wait for the user.
const bound = 5000

function frame() {
  const controller = createFrameController({
    store: createStore(),
    projectId: 'latch-dev',
    projectNetworks: ['eip155:31337', 'eip155:31338'],
    // The frame's own API and the devnets, as a server that is down: every call fails at once. Its
    // Retry-After of 0 lets the client's one retry (src/api/sendWithRetry.ts) go without its 300 ms
    // wait, which the 214 Farcaster channels opened among these messages paid in turn: 65 of the
    // file's 68 s, idle.
    fetch: (async () =>
      Response.json(
        { error: 'unavailable' },
        { status: 503, headers: { 'retry-after': '0' } },
      )) as typeof fetch,
  })
  const host = attachFakeHost(controller)
  return { controller, host }
}

/** The reply, checked: in time, cloneable by penpal, and either a valid success or a typed error. */
async function answer(handle: (message: unknown) => Promise<unknown>, message: unknown) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${bound} ms`)), bound)
  })
  const reply = (await Promise.race([handle(message), late]).finally(() => clearTimeout(timer))) as {
    ok?: unknown
    type?: unknown
  }
  expect(() => structuredClone(reply)).not.toThrow()
  if (reply.ok === true) messageDefinition(String(reply.type))?.success.parse(reply)
  else ErrorReply.parse(reply)
  return reply
}

// Valid requests that wait for the user (the modal's Connect, the mailed device link) have no bound.
const waitsForUser = (message: unknown) => {
  const { type, payload } = (message ?? {}) as { type?: unknown; payload?: unknown }
  const method = typeof payload === 'object' && payload !== null && (payload as { method?: unknown }).method
  return type === 'connectDevice' || method === 'eth_requestAccounts'
}

describe('host → frame protocol fuzz', () => {
  it('answers a message nested 10,000 deep, anywhere in it, with a typed error', async () => {
    const { controller, host } = frame()
    await host.init()
    const deep = nested(10_000)
    for (const message of [
      deep,
      { v: 1, id: '1', type: 'open', payload: { view: deep } },
      { v: 1, id: '2', type: 'open', payload: { view: nested(3000) } },
      { v: 1, id: deep, type: deep, payload: deep },
      { v: 1, id: '3', type: 'syncTheme', payload: { themeVariables: deep } },
      { v: 1, id: '4', type: 'request', payload: { method: 'personal_sign', params: nested(10_000, true) } },
    ])
      expect(await answer(controller.handle, message)).toMatchObject({ ok: false, error: { code: -32602 } })
    expect(await answer(controller.handle, { v: 1, id: '5', type: 'open', payload: {} })).toMatchObject({
      ok: true,
    })
  })

  it('answers 10,000 generated messages in time, each with a typed error or a valid success', async () => {
    const { controller, host } = frame()
    await host.init()
    let answered = 0
    await fc.assert(
      fc.asyncProperty(protocolMessage(hostToFrameMessages), async (message) => {
        fc.pre(!waitsForUser(message))
        await answer(controller.handle, message)
        answered++
      }),
      { seed: 20_251_124, numRuns: 10_000 },
    )
    expect(answered).toBe(10_000)
    // The frame still works afterwards.
    expect(await answer(controller.handle, { v: 1, id: 'ok', type: 'open', payload: {} })).toMatchObject({
      ok: true,
    })
  }, 300_000)
})
