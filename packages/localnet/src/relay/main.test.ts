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
