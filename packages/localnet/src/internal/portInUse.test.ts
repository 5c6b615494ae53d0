import { createServer, type Server } from 'node:net'
import { describe, expect, it } from 'vitest'
import { freePort } from './freePort.mjs'
import { portInUse } from './portInUse.mjs'

function listen(port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}

describe('portInUse', () => {
  it('is false for a free port', async () => {
    expect(await portInUse(await freePort())).toBe(false)
  })

  it('is true while a server listens on 127.0.0.1, and false once it closed', async () => {
    const port = await freePort()
    const server = await listen(port, '127.0.0.1')
    expect(await portInUse(port)).toBe(true)
    await close(server)
    expect(await portInUse(port)).toBe(false)
  })

  it('is true when the server listens on every interface', async () => {
    const port = await freePort()
    const server = await listen(port, '0.0.0.0')
    try {
      expect(await portInUse(port)).toBe(true)
    } finally {
      await close(server)
    }
  })
})
