import { createServer } from 'node:net'
import { networkInterfaces } from 'node:os'
import { smartAccountContracts } from '@latch/contracts'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployContracts } from '../contracts/deployContracts.mjs'
import { bundlerAccounts } from '../devAccounts.mjs'
import { freePort } from '../internal/freePort.mjs'
import { portInUse } from '../internal/portInUse.mjs'
import { type Anvil, startAnvil } from '../startAnvil.mjs'
import { startBundler } from './startBundler.mjs'

const chainId = 31_398
let anvil: Anvil

beforeAll(async () => {
  anvil = await startAnvil({ chainId, port: await freePort() })
  await deployContracts({ rpcUrl: anvil.rpcUrl, chainId })
}, 120_000)

afterAll(async () => {
  await anvil?.stop()
})

/** This machine's addresses other than loopback: where the bundler must not answer. */
function outsideAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((entry) => (entry && !entry.internal && entry.family === 'IPv4' ? [entry.address] : []))
}

async function answersOn(host: string, port: number) {
  try {
    await fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

describe('startBundler', { timeout: 60_000 }, () => {
  it('serves the EntryPoint on loopback only, with funded keys, and stops', async () => {
    const port = await freePort()
    const bundler = await startBundler({
      rpcUrl: anvil.rpcUrl,
      entryPoint: smartAccountContracts.entryPoint,
      port,
    })
    try {
      const client = createPublicClient({ transport: http(bundler.url) })
      expect(await client.request({ method: 'eth_supportedEntryPoints' } as never)).toEqual([
        smartAccountContracts.entryPoint,
      ])
      const node = createPublicClient({ transport: http(anvil.rpcUrl) })
      for (const { address } of Object.values(bundlerAccounts)) {
        expect(await node.getBalance({ address })).toBeGreaterThan(parseEther('9000'))
      }
      expect(await answersOn('127.0.0.1', port)).toBe(true)
      for (const address of outsideAddresses()) expect(await answersOn(address, port)).toBe(false)
    } finally {
      await bundler.stop()
    }
    expect(() => process.kill(bundler.pid, 0)).toThrow()
    expect(await portInUse(port)).toBe(false)
  })

  it('refuses a port that is already taken, naming it', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    try {
      await expect(
        startBundler({
          rpcUrl: anvil.rpcUrl,
          entryPoint: smartAccountContracts.entryPoint,
          port: address.port,
        }),
      ).rejects.toThrow(`port ${address.port} is already in use`)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('fails with alto’s own words when there is no EntryPoint at the address', async () => {
    const port = await freePort()
    await expect(
      startBundler({ rpcUrl: anvil.rpcUrl, entryPoint: '0x000000000000000000000000000000000000dEaD', port }),
    ).rejects.toThrow(/alto exited .*entry point 0x000000000000000000000000000000000000dEaD does not exist/s)
    expect(await portInUse(port)).toBe(false)
  })
})
