import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../internal/freePort.mjs'
import { type Anvil, startAnvil } from '../startAnvil.mjs'

const run = promisify(execFile)
const main = fileURLToPath(new URL('./main.mjs', import.meta.url))
const chainId = 31_378

let anvil: Anvil
let dir: string

beforeAll(async () => {
  anvil = await startAnvil({ chainId, port: await freePort() })
  dir = await mkdtemp(join(tmpdir(), 'latch-main-'))
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
  await rm(dir, { recursive: true, force: true })
})

describe('contracts/main.mjs', { timeout: 30_000 }, () => {
  it("deploys to the chain and merges its entry into the file, keeping other chains'", async () => {
    const out = join(dir, 'deployments.json')
    await writeFile(out, JSON.stringify({ 1: { chainId: 1 } }))
    const { stdout } = await run(process.execPath, [
      main,
      '--rpc',
      anvil.rpcUrl,
      '--chain-id',
      String(chainId),
      '--out',
      out,
    ])
    expect(stdout).toContain(`Deploying the devnet contracts to ${anvil.rpcUrl}`)
    expect(stdout).toContain(`written to ${out}`)

    const written = JSON.parse(await readFile(out, 'utf8'))
    expect(Object.keys(written).sort()).toEqual(['1', String(chainId)])
    expect(written[chainId]).toMatchObject({ chainId, caipNetworkId: `eip155:${chainId}`, deployBlock: 1 })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getCode({ address: written[chainId].router })).toMatch(/^0x[0-9a-f]+$/)

    const again = await run(process.execPath, [
      main,
      '--rpc',
      anvil.rpcUrl,
      '--chain-id',
      String(chainId),
      '--out',
      out,
    ])
    expect(again.stdout).toContain('deployed on')
    expect(JSON.parse(await readFile(out, 'utf8'))).toEqual(written)
  }, 60_000)

  it('exits 1 naming the node when the deploy fails', async () => {
    await expect(
      run(process.execPath, [
        main,
        '--rpc',
        anvil.rpcUrl,
        '--chain-id',
        '5',
        '--out',
        join(dir, 'never.json'),
      ]),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(`is chain ${chainId}, not 5`) })
    await expect(readFile(join(dir, 'never.json'))).rejects.toThrow('ENOENT')
  })

  it('exits 2 with the usage when an argument is missing', async () => {
    await expect(run(process.execPath, [main, '--chain-id', '5'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--rpc is required'),
    })
  })
})
