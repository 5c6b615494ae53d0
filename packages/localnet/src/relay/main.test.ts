import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { freePort } from '../internal/freePort.mjs'
import { portInUse } from '../internal/portInUse.mjs'
import { waitForHttp } from '../internal/waitForHttp.mjs'

const main = fileURLToPath(new URL('./main.mjs', import.meta.url))
const children: ChildProcess[] = []

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
})

function run(args: string[]) {
  const child = spawn(process.execPath, [main, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exited, output: () => ({ stdout, stderr }) }
}

const auth = [
  Buffer.from('{"alg":"EdDSA","typ":"JWT"}').toString('base64url'),
  Buffer.from('{"iss":"did:key:z6MkhPWz88cjHUEDZYTJ8Y4H5h3fyHs6TzzB5hTSbpD5axaJ"}').toString('base64url'),
  'c2ln',
].join('.')

// Another client: the relay never hands a client what it published itself.
const otherAuth = auth.replace(
  auth.split('.')[1] ?? '',
  Buffer.from('{"iss":"did:key:z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2"}').toString('base64url'),
)

describe('relay main', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves until %s, then closes its sockets and exits 0',
    async (signal) => {
      const port = await freePort()
      const relay = run(['--port', String(port)])
      await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 5000, accept: (response) => response.ok })
      expect(relay.output().stdout).toBe(`relay listening on ws://127.0.0.1:${port}\n`)

      const socket = new WebSocket(`ws://127.0.0.1:${port}/?auth=${auth}&ua=test&projectId=latch-dev`)
      await new Promise((resolve, reject) => {
        socket.once('open', resolve)
        socket.once('error', reject)
      })
      const closed = new Promise<number>((resolve) => socket.once('close', resolve))

      relay.child.kill(signal)
      expect(await relay.exited).toBe(0)
      expect(await closed).toBe(1001)
      expect(await portInUse(port)).toBe(false)
    },
    10_000,
  )

  it('restarts on SIGUSR2: drops every socket and what it kept, and serves the same port again', async () => {
    const port = await freePort()
    const relay = run(['--port', String(port)])
    await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 5000, accept: (response) => response.ok })
    const url = `ws://127.0.0.1:${port}/?auth=${auth}&ua=test&projectId=latch-dev`
    const topic = 'ab'.repeat(32)

    const before = await openSocket(url)
    await call(before, { method: 'irn_publish', params: { topic, message: 'kept', ttl: 300, tag: 1 } })
    const closed = new Promise<number>((resolve) => before.once('close', resolve))
    relay.child.kill('SIGUSR2')
    expect(await closed).toBe(1001)
    await waitFor(() => relay.output().stderr.includes('relay restarted'))

    const after = await openSocket(`ws://127.0.0.1:${port}/?auth=${otherAuth}&ua=test&projectId=latch-dev`)
    const fetched = await call(after, { method: 'irn_batchFetchMessages', params: { topics: [topic] } })
    expect(fetched).toEqual({ result: { messages: [], hasMore: false } })
    expect(relay.child.exitCode).toBeNull()

    relay.child.kill('SIGTERM')
    expect(await relay.exited).toBe(0)
  }, 10_000)

  it('exits 1 naming the port when the port is taken', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const address = server.address()
      if (address === null || typeof address === 'string') throw new Error('no port')
      const relay = run(['--port', String(address.port)])
      expect(await relay.exited).toBe(1)
      expect(relay.output().stderr).toContain(`relay: port ${address.port} on 127.0.0.1 is already in use`)
      expect(relay.output().stdout).toBe('')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('exits 1 with the usage on a bad argument', async () => {
    for (const args of [['--port', 'many'], ['--colour']]) {
      const relay = run(args)
      expect(await relay.exited).toBe(1)
      expect(relay.output().stderr).toContain('Usage: node packages/localnet/src/relay/main.mjs')
    }
  })
})

async function openSocket(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  return socket
}

let nextId = 1
async function call(socket: WebSocket, request: { method: string; params: unknown }) {
  const id = nextId++
  socket.send(JSON.stringify({ id, jsonrpc: '2.0', ...request }))
  return new Promise<unknown>((resolve) => {
    const onMessage = (data: Buffer) => {
      const { id: answered, result, error } = JSON.parse(data.toString())
      if (answered !== id) return
      socket.off('message', onMessage)
      resolve(error ? { error } : { result })
    }
    socket.on('message', onMessage)
  })
}

async function waitFor(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20))
}
