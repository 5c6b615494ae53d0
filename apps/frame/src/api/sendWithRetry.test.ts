import { describe, expect, it } from 'vitest'
import { sendWithRetry } from './sendWithRetry'

/** A send that answers each of `answers` in turn (an Error is thrown), and what it was asked. */
function sends(...answers: (Response | Error)[]) {
  let calls = 0
  const waits: number[] = []
  const send = async () => {
    const answer = answers[calls++]
    if (answer instanceof Error) throw answer
    if (!answer) throw new Error('asked once too often')
    return answer
  }
  const wait = async (ms: number) => {
    waits.push(ms)
  }
  return { send, wait, waits, calls: () => calls }
}

describe('sendWithRetry', () => {
  it('sends once when the first answer is not an instance failure, refusals included', async () => {
    for (const status of [200, 400, 404, 429, 500]) {
      const { send, wait, calls } = sends(new Response(null, { status }))
      expect((await sendWithRetry(send, { wait })).status).toBe(status)
      expect(calls()).toBe(1)
    }
  })

  it('sends once more after a 502, 503 or 504, waiting Retry-After (at most 2 s) or 300 ms', async () => {
    const gateway = sends(new Response(null, { status: 502 }), new Response('{}', { status: 200 }))
    expect((await sendWithRetry(gateway.send, { wait: gateway.wait })).status).toBe(200)
    expect(gateway.waits).toEqual([300])

    const busy = sends(
      new Response(null, { status: 503, headers: { 'retry-after': '1' } }),
      new Response(null, { status: 503 }),
    )
    // The second answer stands, whatever it is: one retry, not a loop.
    expect((await sendWithRetry(busy.send, { wait: busy.wait })).status).toBe(503)
    expect(busy.waits).toEqual([1000])
    expect(busy.calls()).toBe(2)

    const long = sends(
      new Response(null, { status: 504, headers: { 'retry-after': '60' } }),
      new Response(null),
    )
    await sendWithRetry(long.send, { wait: long.wait })
    expect(long.waits).toEqual([2000])
  })

  it('sends once more when the answer is cut before its end', async () => {
    const cut = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"par'))
          controller.error(new TypeError('terminated'))
        },
      }),
    )
    const { send, wait, calls } = sends(cut, Response.json({ ok: 1 }))
    expect(await (await sendWithRetry(send, { wait })).json()).toEqual({ ok: 1 })
    expect(calls()).toBe(2)
  })

  it('sends once more after a network error, but never after an abort', async () => {
    const dropped = sends(new TypeError('fetch failed'), new Response(null, { status: 202 }))
    expect((await sendWithRetry(dropped.send, { wait: dropped.wait })).status).toBe(202)
    expect(dropped.waits).toEqual([300])

    const aborted = sends(new DOMException('The user aborted a request.', 'AbortError'))
    await expect(sendWithRetry(aborted.send, { wait: aborted.wait })).rejects.toThrow('aborted')
    expect(aborted.calls()).toBe(1)
  })
})
