import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { processRunning } from '../../../../testing/processRunning'

// A parent that starts a detached service, has the reaper watch it, prints both pids, then hangs
// until it is SIGKILLed, as Playwright does to a web server without graceful shutdown.
const parentScript = `
import { spawn } from 'node:child_process'
import { startReaper } from ${JSON.stringify(fileURLToPath(new URL('./startReaper.mjs', import.meta.url)))}
const reaper = startReaper()
const watched = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' })
const released = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' })
reaper.watch(watched.pid)
reaper.watch(released.pid)
reaper.release(released.pid)
console.log(watched.pid, released.pid)
setInterval(() => {}, 1000)
`

describe('startReaper', () => {
  it('stops the watched groups when their parent is killed outright, and only those', async () => {
    const parent = spawn(process.execPath, ['--input-type=module', '-e', parentScript], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const [watched, released] = await new Promise<number[]>((resolve) => {
      parent.stdout.once('data', (data: Buffer) => resolve(String(data).trim().split(' ').map(Number)))
    })
    if (watched === undefined || released === undefined) throw new Error('no pids')
    try {
      expect(processRunning(watched)).toBe(true)
      parent.kill('SIGKILL')
      await expect.poll(() => processRunning(watched), { timeout: 5000 }).toBe(false)
      expect(processRunning(released)).toBe(true)
    } finally {
      process.kill(-released, 'SIGKILL')
      if (processRunning(watched)) process.kill(-watched, 'SIGKILL')
    }
  })
})
