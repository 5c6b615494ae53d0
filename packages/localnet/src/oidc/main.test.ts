import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { freePort } from '../internal/freePort.mjs'

const main = fileURLToPath(new URL('./main.mjs', import.meta.url))

describe('oidc main.mjs', () => {
  it('listens on --port, answers discovery, and exits 0 on SIGTERM', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, [main, '--port', String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      let output = ''
      child.stdout.setEncoding('utf8')
      for await (const chunk of child.stdout) {
        output += chunk
        if (output.includes('\n')) break
      }
      expect(output).toBe(`oidc listening on http://127.0.0.1:${port}\n`)

      const discovery = await fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`)
      expect(discovery.status).toBe(200)
      expect(await discovery.json()).toMatchObject({ issuer: `http://127.0.0.1:${port}` })

      child.kill('SIGTERM')
      const [code] = await once(child, 'exit')
      expect(code).toBe(0)
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  })
})
