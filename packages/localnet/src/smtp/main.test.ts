import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { freePort } from '../internal/freePort.mjs'

const main = fileURLToPath(new URL('./main.mjs', import.meta.url))

describe('smtp main.mjs', () => {
  it('listens on --smtp-port and --http-port, keeps mail, and exits 0 on SIGTERM', async () => {
    const smtpPort = await freePort()
    const httpPort = await freePort()
    const child = spawn(
      process.execPath,
      [main, '--smtp-port', String(smtpPort), '--http-port', String(httpPort)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    try {
      let output = ''
      child.stdout.setEncoding('utf8')
      for await (const chunk of child.stdout) {
        output += chunk
        if (output.includes('\n')) break
      }
      expect(output).toBe(`smtp listening on 127.0.0.1:${smtpPort}, inbox http://127.0.0.1:${httpPort}\n`)
      expect((await fetch(`http://127.0.0.1:${httpPort}/`)).status).toBe(200)

      await nodemailer
        .createTransport({ host: '127.0.0.1', port: smtpPort, ignoreTLS: true })
        .sendMail({ from: 'a@latch.test', to: 'alice@latch.test', subject: 'hello', text: 'hi' })
      const { messages } = await (await fetch(`http://127.0.0.1:${httpPort}/messages`)).json()
      expect(messages).toMatchObject([{ subject: 'hello', to: ['alice@latch.test'] }])

      child.kill('SIGTERM')
      const [code] = await once(child, 'exit')
      expect(code).toBe(0)
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  })
})
