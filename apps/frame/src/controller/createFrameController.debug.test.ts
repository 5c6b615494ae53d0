// The host's `debug` option: the frame logs each host message with its outcome, and each call it
// makes to the host, in its console; without it, nothing.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { attachFakeHost } from '@/testing/attachFakeHost'
import { viewFrame } from '@/views/internal/testing/viewFrame'

afterEach(() => {
  vi.restoreAllMocks()
})

async function logsOf(debug: boolean | undefined) {
  const log = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
  const { controller } = viewFrame()
  const host = attachFakeHost(controller)
  await host.init({ features: { analytics: false }, ...(debug === undefined ? {} : { debug }) })
  await host.send('open', {})
  await host.send('request', { method: 'personal_sign', params: ['0x01'] })
  return log.mock.calls.map(([line]) => line)
}

describe('debug', () => {
  it('logs every host message with its outcome, and every call to the host', async () => {
    const lines = await logsOf(true)
    expect(lines).toContainEqual(expect.stringMatching(/^latch: ← init #1: ok \(\d+ ms\)$/))
    expect(lines).toContainEqual(expect.stringMatching(/^latch: ← open #2: ok \(\d+ ms\)$/))
    expect(lines).toContainEqual(
      expect.stringMatching(/^latch: ← request #3 personal_sign: error -32602 .+ \(\d+ ms\)$/),
    )
    expect(lines).toContain('latch: → setVisible')
  })

  it('logs nothing when the host leaves it off', async () => {
    expect(await logsOf(undefined)).toEqual([])
    expect(await logsOf(false)).toEqual([])
  })
})
