import { describe, expect, it } from 'vitest'
import { groupAlive } from './groupAlive.mjs'
import { spawnService } from './spawnService.mjs'

describe('groupAlive', () => {
  it('sees a running group, and not one whose processes all exited', async () => {
    const service = spawnService({
      name: 'group',
      command: 'sh',
      args: ['-c', 'sleep 60 & wait'],
      write: () => {},
    })
    expect(groupAlive(service.pid)).toBe(true)
    process.kill(-service.pid, 'SIGKILL')
    await service.exited
    await expect.poll(() => groupAlive(service.pid)).toBe(false)
  })

  it('is false for a group that never existed', () => {
    expect(groupAlive(2 ** 22 + 1)).toBe(false)
  })
})
