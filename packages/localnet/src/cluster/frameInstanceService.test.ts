import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { freePort } from '../internal/freePort.mjs'
import { frameInstanceService } from './frameInstanceService.mjs'

// A root whose frame server is a small one answering the instance's env, so no frame build is needed.
const root = mkdtempSync(join(tmpdir(), 'latch-frame-instance-test-'))
mkdirSync(join(root, 'apps/frame/server'), { recursive: true })
writeFileSync(
  join(root, 'apps/frame/server/main.mjs'),
  `import { createServer } from 'node:http'
const port = Number(process.argv[process.argv.indexOf('-p') + 1])
createServer((request, response) => response.end(process.env.LATCH_KEK)).listen(port, '127.0.0.1')
process.on('SIGTERM', () => process.exit(0))
`,
)
afterAll(() => rmSync(root, { recursive: true, force: true }))

async function body(url: string): Promise<string | undefined> {
  try {
    return await (await fetch(url)).text()
  } catch {
    return undefined
  }
}

describe('frameInstanceService', () => {
  it('outlives an instance that stops, starts it again on SIGUSR2, and stops it for good on stop()', async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}/`
    const pids: (number | undefined)[] = []
    const watched: number[] = []
    const service = frameInstanceService({
      name: 'frame-9',
      port,
      env: { LATCH_KEK: 'shared' },
      onPid: (pid) => pids.push(pid),
    })
    const signal = new AbortController().signal
    const running = await service.start({
      root,
      env: process.env,
      prefix: 'frame-9 | ',
      signal,
      watch: (pid) => watched.push(pid),
      release: () => {},
    })
    let exited = false
    void running.exited.then(() => {
      exited = true
    })
    try {
      await service.ready(signal)
      expect(await body(url)).toBe('shared')
      const first = running.pid
      expect(pids).toEqual([first])

      process.kill(-first, 'SIGTERM')
      await expect.poll(() => pids.at(-1)).toBeUndefined()
      expect(await body(url)).toBeUndefined()

      process.emit('SIGUSR2')
      await expect.poll(() => body(url), { timeout: 10_000 }).toBe('shared')
      expect(running.pid).not.toBe(first)
      expect(pids).toEqual([first, undefined, running.pid])
      expect(watched).toEqual([first, running.pid])
      expect(exited).toBe(false)
    } finally {
      await running.stop()
    }
    expect(pids.at(-1)).toBeUndefined()
    // Nothing keeps asking the stopped instance whether it answers (the restart's wait ended too).
    const fetches = vi.spyOn(globalThis, 'fetch')
    await new Promise((resolve) => setTimeout(resolve, 500))
    fetches.mockRestore()
    expect(fetches).not.toHaveBeenCalled()
    process.emit('SIGUSR2')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await body(url)).toBeUndefined()
  }, 30_000)
})
