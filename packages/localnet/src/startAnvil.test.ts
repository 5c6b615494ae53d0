import { createServer } from 'node:net'
import { createPublicClient, http, parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { devAccounts } from './devAccounts.mjs'
import { freePort } from './internal/freePort.mjs'
import { portInUse } from './internal/portInUse.mjs'
import { type Anvil, startAnvil } from './startAnvil.mjs'

const started: Anvil[] = []

afterEach(async () => {
  await Promise.all(started.splice(0).map((anvil) => anvil.stop()))
})

describe('startAnvil', () => {
  it('starts a node that answers with its chain id and funded dev accounts, and stops it', async () => {
    const port = await freePort()
    const anvil = await startAnvil({ chainId: 31_399, port })
    started.push(anvil)
    expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${port}`)
    expect(anvil.pid).toBeGreaterThan(0)
    expect(() => process.kill(anvil.pid, 0)).not.toThrow()

    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getChainId()).toBe(31_399)
    const [first] = devAccounts
    if (!first) throw new Error('no dev account')
    expect(await client.getBalance({ address: first.address })).toBe(parseEther('10000'))

    await anvil.stop()
    expect(await anvil.exited).toEqual({ code: expect.any(Number), signal: null })
    expect(() => process.kill(anvil.pid, 0)).toThrow()
    expect(await portInUse(port)).toBe(false)
  })

  it('refuses a port that is already taken, naming it', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    try {
      await expect(startAnvil({ chainId: 31_399, port: address.port })).rejects.toThrow(
        `port ${address.port} is already in use`,
      )
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('gives up when aborted while waiting, stopping the node', async () => {
    const port = await freePort()
    const controller = new AbortController()
    controller.abort(new Error('not wanted'))
    await expect(startAnvil({ chainId: 31_399, port, signal: controller.signal })).rejects.toThrow(
      'not wanted',
    )
    expect(await portInUse(port)).toBe(false)
  })
})
