import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
// @ts-expect-error a build script, in plain JavaScript
import { patchPenpal } from '../../scripts/internal/patchPenpal.mjs'
import { connectFrame, type FrameConnection } from './connectFrame'

// penpal as the SDK's builds bundle it: patched (scripts/internal/patchPenpal.mjs).
vi.mock('penpal', async () => {
  const source = join(dirname(createRequire(import.meta.url).resolve('penpal')), 'penpal.mjs')
  const cache = join(__dirname, '..', '..', 'node_modules', '.cache')
  const patched = join(cache, 'penpal-patched.mjs')
  mkdirSync(cache, { recursive: true })
  writeFileSync(patched, patchPenpal(readFileSync(source, 'utf8'), source))
  return import(/* @vite-ignore */ patched)
})

const origin = 'http://127.0.0.1:3000'
const channel = undefined
// Larger than any id the SDK draws (Math.random().toString(36) starts with '0.'): the frame leads.
const frameId = 'zz-frame'

// The frame's window as the SDK sees it: what the SDK posts to it is recorded.
const frameWindow = () =>
  ({ postMessage: vi.fn() }) as unknown as Window & { postMessage: ReturnType<typeof vi.fn> }
const fromFrame = (source: unknown, data: unknown, from = origin, ports: MessagePort[] = []) =>
  dispatchEvent(new MessageEvent('message', { source: source as Window, origin: from, data, ports }))
const syn = { namespace: 'penpal', channel, type: 'SYN', participantId: frameId }
const ack1 = { namespace: 'penpal', channel, type: 'ACK1' }

let connections: FrameConnection[] = []
afterEach(() => {
  for (const connection of connections) connection.destroy()
  connections = []
})
const connect = (remote: Window, handle = vi.fn(async (message: unknown) => ({ echo: message }))) => {
  const connection = connectFrame(remote, origin, handle, 1000)
  connections.push(connection)
  return { connection, handle }
}

describe('connectFrame', () => {
  it('posts its handshake to the frame origin only, never to "*"', () => {
    const remote = frameWindow()
    connect(remote)
    expect(remote.postMessage).toHaveBeenCalledTimes(1)
    const [message, targetOrigin] = remote.postMessage.mock.calls[0] as [{ type: string }, string]
    expect(message.type).toBe('SYN')
    expect(targetOrigin).toBe(origin)
  })

  it('hears only its frame: another origin, another window or a message that is not penpal is ignored', () => {
    const remote = frameWindow()
    connect(remote)
    fromFrame(remote, syn, 'https://evil.example')
    fromFrame(frameWindow(), syn)
    fromFrame(remote, { ...syn, namespace: 'other' })
    expect(remote.postMessage).toHaveBeenCalledTimes(1)
    fromFrame(remote, syn)
    // The frame's SYN is answered with the SDK's own.
    expect(remote.postMessage.mock.calls.map(([message, to]) => [message.type, to])).toEqual([
      ['SYN', origin],
      ['SYN', origin],
    ])
  })

  it('completes the handshake over a MessageChannel, then calls and answers through its port', async () => {
    const remote = frameWindow()
    const { connection, handle } = connect(remote)
    fromFrame(remote, syn)
    fromFrame(remote, ack1)
    const ack2 = remote.postMessage.mock.calls.at(-1) as [{ type: string }, string, MessagePort[]]
    expect([ack2[0].type, ack2[1]]).toEqual(['ACK2', origin])
    const port = ack2[2][0] as MessagePort
    const call = await connection.promise
    const frame: unknown[] = []
    port.onmessage = ({ data }) => frame.push(data)

    // The SDK calls the frame's `handle`; the frame replies through the port.
    const reply = call({ v: 1, id: '1', type: 'close', payload: {} })
    await vi.waitFor(() => expect(frame).toHaveLength(1))
    const [sent] = frame as { type: string; id: string; methodPath: string[]; args: unknown[] }[]
    expect(sent).toMatchObject({
      type: 'CALL',
      methodPath: ['handle'],
      args: [{ v: 1, id: '1', type: 'close' }],
    })
    port.postMessage({ namespace: 'penpal', channel, type: 'REPLY', callId: sent?.id, value: { ok: true } })
    await expect(reply).resolves.toEqual({ ok: true })

    // The frame calls the SDK's `handle`; another path is not found.
    port.postMessage({
      namespace: 'penpal',
      channel,
      type: 'CALL',
      id: 'c1',
      methodPath: ['handle'],
      args: ['hi'],
    })
    port.postMessage({
      namespace: 'penpal',
      channel,
      type: 'CALL',
      id: 'c2',
      methodPath: ['toString'],
      args: [],
    })
    await vi.waitFor(() => expect(frame).toHaveLength(3))
    expect(handle).toHaveBeenCalledExactlyOnceWith('hi')
    expect(frame.slice(1)).toEqual([
      expect.objectContaining({ type: 'REPLY', callId: 'c1', value: { echo: 'hi' } }),
      expect.objectContaining({ type: 'REPLY', callId: 'c2', isError: true }),
    ])
    port.close()
  })

  it('rejects the calls still waiting when destroyed, and never throws synchronously', async () => {
    const remote = frameWindow()
    const { connection } = connect(remote)
    fromFrame(remote, syn)
    fromFrame(remote, ack1)
    const call = await connection.promise
    const waiting = call({ v: 1, id: '1', type: 'open', payload: {} })
    connection.destroy()
    await expect(waiting).rejects.toMatchObject({ name: 'PenpalError', code: 'CONNECTION_DESTROYED' })
    const after = call({ v: 1, id: '2', type: 'open', payload: {} })
    await expect(after).rejects.toMatchObject({ code: 'CONNECTION_DESTROYED' })
  })
})
