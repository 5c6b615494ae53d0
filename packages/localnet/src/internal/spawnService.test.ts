import { describe, expect, it } from 'vitest'
import { processRunning } from '../../../../testing/processRunning'
import { spawnService } from './spawnService.mjs'

describe('spawnService', () => {
  it('prefixes each output line with the name and keeps the last lines', async () => {
    const lines: [string, string][] = []
    const service = spawnService({
      name: 'echo',
      command: 'sh',
      args: ['-c', 'echo one; echo two; echo oops >&2'],
      write: (text, stream) => lines.push([stream, text]),
    })
    expect(await service.exited).toEqual({ code: 0, signal: null })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(lines).toContainEqual(['stdout', 'echo | one\n'])
    expect(lines).toContainEqual(['stdout', 'echo | two\n'])
    expect(lines).toContainEqual(['stderr', 'echo | oops\n'])
    expect(service.recentOutput()).toEqual(expect.arrayContaining(['one', 'two', 'oops']))
  })

  it('stops the child and the processes it spawned', async () => {
    const lines: string[] = []
    const service = spawnService({
      name: 'parent',
      command: 'sh',
      args: ['-c', 'sleep 60 & echo "grandchild $!"; wait'],
      write: (text) => lines.push(text),
    })
    await expect.poll(() => lines.join('')).toMatch(/grandchild \d+/)
    const grandchild = Number(/grandchild (\d+)/.exec(lines.join(''))?.[1])
    expect(processRunning(grandchild)).toBe(true)

    await service.stop()
    expect(processRunning(service.pid)).toBe(false)
    expect(processRunning(grandchild)).toBe(false)
  })

  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    const lines: string[] = []
    const service = spawnService({
      name: 'stubborn',
      command: 'sh',
      args: ['-c', 'trap "" TERM; echo ready; while true; do sleep 0.1; done'],
      write: (text) => lines.push(text),
      stopGraceMs: 300,
    })
    await expect.poll(() => lines).toContain('stubborn | ready\n')
    await service.stop()
    expect(await service.exited).toEqual({ code: null, signal: 'SIGKILL' })
  })

  it('fails clearly when the command does not exist', () => {
    expect(() => spawnService({ name: 'ghost', command: '/nonexistent/ghost', args: [] })).toThrow(
      'ghost: could not start /nonexistent/ghost',
    )
  })
})
