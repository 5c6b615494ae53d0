import { hostToFrameMessages } from '@latch/protocol'
import { protocolMessage } from '@latch/protocol/testing/protocolArbitraries'
import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { hostUrl } from './fixtures'

type Reply = { ok?: unknown; error?: { code?: unknown; message?: unknown } }
type Outcome = { reply?: Reply | undefined; failed?: string; ms: number }

test('fuzzed messages over the real channel each get a typed error or a success, and the frame still works', async ({
  page,
}) => {
  // Values nested up to 1,500 deep still reach the frame: Chromium drops a message nested about 2,500
  // deep between processes without a word (the SDK sends none deeper than maxMessageDepth).
  const generated = fc.sample(protocolMessage(hostToFrameMessages, { maxDepth: 1500, maxLength: 50_000 }), {
    seed: 20_251_124,
    numRuns: 400,
  })
  // Valid requests that wait for the user (the modal's Connect, the mailed device link, the approval
  // in Farcaster of a login getFarcasterUri began) are left out.
  const waitsForUser = (message: unknown) => {
    const { type, payload } = (message ?? {}) as { type?: unknown; payload?: { method?: unknown } }
    return (
      type === 'connectDevice' ||
      type === 'connectFarcaster' ||
      (typeof payload === 'object' && payload?.method === 'eth_requestAccounts')
    )
  }
  // JSON carries them into the page (BigInts, Maps and the like do not survive it, and are left out).
  const wire = generated.flatMap((message) => {
    if (waitsForUser(message)) return []
    try {
      const text = JSON.stringify(message)
      return text === undefined ? [] : [text]
    } catch {
      return []
    }
  })
  expect(wire.length).toBeGreaterThan(300)

  await page.goto(`${hostUrl}/protocol-lab.html`)
  await expect(page.getByTestId('lab-status')).toHaveText('connected')
  const outcomes = await page.evaluate(async (texts) => {
    const lab = (window as unknown as { protocolLab: { send(message: unknown): Promise<unknown> } })
      .protocolLab
    const results: Outcome[] = []
    for (const text of [...texts, '{"v":1,"id":"deep","type":"open","payload":{"view":DEEP}}']) {
      const message = JSON.parse(text.replace('DEEP', `${'{"a":'.repeat(1500)}1${'}'.repeat(1500)}`))
      const started = performance.now()
      const late = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no answer in 5 s')), 5000),
      )
      try {
        const reply = (await Promise.race([lab.send(message), late])) as Reply | undefined
        results.push({ reply, ms: performance.now() - started })
      } catch (error) {
        const { type, payload } = (message ?? {}) as { type?: unknown; payload?: unknown }
        const keys = typeof payload === 'object' && payload !== null ? Object.keys(payload) : typeof payload
        results.push({
          failed: `${String(error)}: ${String(type).slice(0, 40)} ${JSON.stringify(keys)}`,
          ms: performance.now() - started,
        })
      }
    }
    return results
  }, wire)

  expect(outcomes.filter((outcome) => outcome.failed)).toEqual([])
  for (const { reply } of outcomes) {
    if (reply?.ok === true) continue
    expect(reply).toMatchObject({
      v: 1,
      ok: false,
      error: { code: expect.any(Number), message: expect.any(String) },
    })
    expect(Number.isSafeInteger(reply?.error?.code)).toBe(true)
    expect(String(reply?.error?.message).length).toBeLessThanOrEqual(2000)
  }
  expect(outcomes.at(-1)?.reply).toMatchObject({ ok: false, error: { code: -32602 } })

  const after = await page.evaluate(() =>
    (window as unknown as { protocolLab: { send(message: unknown): Promise<unknown> } }).protocolLab.send({
      v: 1,
      id: 'after',
      type: 'open',
      payload: {},
    }),
  )
  expect(after).toMatchObject({ v: 1, id: 'after', type: 'open', ok: true, payload: {} })
})
