import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { freePort } from '../internal/freePort.mjs'

const main = fileURLToPath(new URL('./main.mjs', import.meta.url))

describe('onramp main.mjs', () => {
  it('listens on --port with the key from LATCH_ONRAMP_KEY, and exits 0 on SIGTERM', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, [main, '--port', String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LATCH_ONRAMP_KEY: 'main-test-key', LATCH_ONRAMP_BANK_SETTLE_MS: '10' },
    })
    try {
      let output = ''
      child.stdout.setEncoding('utf8')
      for await (const chunk of child.stdout) {
        output += chunk
        if (output.includes('\n')) break
      }
      expect(output).toBe(`onramp sandbox listening on http://127.0.0.1:${port}\n`)
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200)
      const path = `http://127.0.0.1:${port}/api/v1/buy/user/someone/transactions`
      const withKey = await fetch(path, { headers: { authorization: 'Bearer main-test-key' } })
      expect(await withKey.json()).toEqual({ transactions: [] })
      const withDefault = await fetch(path, { headers: { authorization: 'Bearer latch-onramp-sandbox-key' } })
      expect(withDefault.status).toBe(401)

      child.kill('SIGTERM')
      const [code] = await once(child, 'exit')
      expect(code).toBe(0)
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  })

  it('refuses a bad --port or settle delay with exit code 2', async () => {
    for (const [args, env] of [
      [['--port', 'x'], {}],
      [['--port', '0'], { LATCH_ONRAMP_BANK_SETTLE_MS: 'soon' }],
    ] as const) {
      const child = spawn(process.execPath, [main, ...args], {
        stdio: ['ignore', 'ignore', 'ignore'],
        env: { ...process.env, ...env },
      })
      const [code] = await once(child, 'exit')
      expect(code).toBe(2)
    }
  })
})
