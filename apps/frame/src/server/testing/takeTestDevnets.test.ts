import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPublicClient, createTestClient, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { rpcCall } from '@/networks/rpcCall'
import { processRunning } from '../../../../../testing/processRunning'
import { takeTestDevnets } from './takeTestDevnets'

const step = <T>(_what: string, work: Promise<T>) => work
const someone = '0x00000000000000000000000000000000000000aa'
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url))
const answers = (rpcUrl: string) =>
  rpcCall({ url: rpcUrl, headers: {} }, 'eth_chainId', []).then(
    () => true,
    () => false,
  )

describe('takeTestDevnets', () => {
  it('hands the next taker the same devnets as deployed: blocks, balances and code a file changed are gone', async () => {
    const first = await takeTestDevnets(step)
    const [anvil] = first.anvils
    if (!anvil) throw new Error('no devnet')
    expect(first.anvils.map(({ chainId }) => chainId)).toEqual([31_337, 31_338])
    expect(Object.keys(first.deployments).sort()).toEqual(['31337', '31338'])
    const reader = createPublicClient({ transport: http(anvil.rpcUrl), cacheTime: 0 })
    const deployedBlock = await reader.getBlockNumber()
    const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
    await testClient.setBalance({ address: someone, value: parseEther('5') })
    await testClient.setCode({ address: someone, bytecode: '0x60006000f3' })
    await testClient.mine({ blocks: 3 })
    expect(await reader.getBlockNumber()).toBe(deployedBlock + 3n)
    await first.release()

    const second = await takeTestDevnets(step)
    expect(second.anvils.map(({ rpcUrl }) => rpcUrl)).toEqual(first.anvils.map(({ rpcUrl }) => rpcUrl))
    expect(await reader.getBlockNumber()).toBe(deployedBlock)
    expect(await reader.getBalance({ address: someone })).toBe(0n)
    expect(await reader.getCode({ address: someone })).toBeUndefined()
    // Taken twice more, the snapshot is still there to go back to.
    await testClient.mine({ blocks: 1 })
    await second.release()
    const third = await takeTestDevnets(step)
    expect(await reader.getBlockNumber()).toBe(deployedBlock)
    await third.release()
  })

  it('starts a pair of its own for a second taker, even at once, and stops the one not parked', async () => {
    // At once: the pair parked by the case before can go to only one of them.
    const [one, two] = await Promise.all([takeTestDevnets(step), takeTestDevnets(step)])
    const urlsOf = (devnets: typeof one) => devnets.anvils.map(({ rpcUrl }) => rpcUrl)
    expect(urlsOf(two)).not.toEqual(urlsOf(one))
    await one.release()
    await two.release()
    expect(await Promise.all(urlsOf(one).map(answers))).toEqual([true, true])
    expect(await Promise.all(urlsOf(two).map(answers))).toEqual([false, false])
  })

  it('replaces a parked pair one of whose devnets died', async () => {
    const before = await takeTestDevnets(step)
    await before.release()
    await before.anvils[0]?.stop()
    const after = await takeTestDevnets(step)
    expect(after.anvils[0]?.rpcUrl).not.toBe(before.anvils[0]?.rpcUrl)
    expect(await answers(before.anvils[1]?.rpcUrl ?? '')).toBe(false)
    const reader = createPublicClient({ transport: http(after.anvils[0]?.rpcUrl) })
    expect(await reader.getChainId()).toBe(31_337)
    await after.release()
  })

  it('kills the pair parked when its process is ended as Vitest ends a worker (SIGTERM)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'latch-devnets-'))
    try {
      const script = path.join(dir, 'park.mts')
      await writeFile(
        script,
        `import { takeTestDevnets } from ${JSON.stringify(fileURLToPath(new URL('./takeTestDevnets.ts', import.meta.url)))}
const devnets = await takeTestDevnets((_what, work) => work)
await devnets.release()
console.log(JSON.stringify(devnets.anvils.map((anvil) => anvil.pid)))
setInterval(() => undefined, 60_000)
`,
      )
      // Node itself, as Vitest's worker is: tsx's own command turns SIGTERM into an exit of its child.
      const child = spawn(process.execPath, ['--import', 'tsx/esm', script], {
        cwd: repoRoot,
        env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/frame/tsconfig.json' },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      const exited = once(child, 'exit')
      const [line] = (await Promise.race([
        once(child.stdout, 'data'),
        exited.then(() => {
          throw new Error('the script ended before it parked its devnets')
        }),
      ])) as [Buffer]
      const pids = JSON.parse(line.toString()) as number[]
      expect(pids).toHaveLength(2)
      expect(pids.every(processRunning)).toBe(true)
      child.kill('SIGTERM')
      await exited
      // The exit sends SIGKILL to each pair's group; the kernel ends them when it next schedules
      // them, which on two busy cores can come after the parent's exit has been seen.
      await expect.poll(() => pids.filter(processRunning), { timeout: 5000 }).toEqual([])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
