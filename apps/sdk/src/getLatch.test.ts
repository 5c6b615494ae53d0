import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Latch } from './Latch'

const created = vi.hoisted(() => [] as { options: unknown; latch: Latch }[])
vi.mock('./createLatch', () => ({
  createLatch: (options: unknown) => {
    const latch = { open: vi.fn(async () => {}), close: vi.fn(async () => {}) } as unknown as Latch
    created.push({ options, latch })
    return latch
  },
}))

beforeEach(() => {
  vi.resetModules()
  created.length = 0
})

const load = async () => {
  const [{ getLatch }, { openModal }, { closeModal }, { defaultOptions }] = await Promise.all([
    import('./getLatch'),
    import('./openModal'),
    import('./closeModal'),
    import('./internal/defaultOptions'),
  ])
  return { getLatch, openModal, closeModal, defaultOptions }
}

describe('the default instance', () => {
  it('is made once, from the options given over the script defaults', async () => {
    const { getLatch, defaultOptions } = await load()
    defaultOptions.current = { projectId: 'from-tag', frameUrl: 'http://127.0.0.1:3000', themeMode: 'light' }
    const latch = getLatch({ themeMode: 'dark' })
    expect(getLatch({ projectId: 'ignored' })).toBe(latch)
    expect(created.map(({ options }) => options)).toEqual([
      { projectId: 'from-tag', frameUrl: 'http://127.0.0.1:3000', themeMode: 'dark' },
    ])
  })

  it('is made from the script defaults alone when no options are given', async () => {
    const { getLatch, defaultOptions } = await load()
    defaultOptions.current = { projectId: 'from-tag' }
    getLatch()
    expect(created[0]?.options).toEqual({ projectId: 'from-tag' })
  })

  it('opens with the view asked for and closes through openModal and closeModal', async () => {
    const { openModal, closeModal } = await load()
    await openModal({ projectId: 'latch-dev', view: 'Account' })
    await closeModal()
    await openModal()
    expect(created).toHaveLength(1)
    const latch = created[0]?.latch
    expect(created[0]?.options).toMatchObject({ projectId: 'latch-dev' })
    expect(latch?.open).toHaveBeenNthCalledWith(1, { projectId: 'latch-dev', view: 'Account' })
    expect(latch?.open).toHaveBeenNthCalledWith(2, {})
    expect(latch?.close).toHaveBeenCalledTimes(1)
  })
})
