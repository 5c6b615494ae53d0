import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { projectOrigins, projects } from '../db/schema'
import { allowOrigin } from './allowOrigin'
import { databaseProjectStore } from './databaseProjectStore'
import { devProject, shopProject } from './internal/testProjects'
import { seedProjects } from './seedProjects'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
  await seedProjects(handle.db, [devProject, shopProject])
}, 60_000)
afterAll(() => handle.close())

describe('databaseProjectStore', () => {
  it('reads a project with its origins in the order they were given, and nothing for an unknown id', async () => {
    const store = databaseProjectStore(handle.db)
    expect(await store.get('latch-dev')).toEqual(devProject)
    expect(await store.get('shop')).toEqual(shopProject)
    expect(await store.get('nope')).toBeUndefined()
    expect(await store.get('__proto__')).toBeUndefined()
  })

  it('answers nothing for a malformed id (NUL, lone surrogate, too long) without asking the database', async () => {
    const store = databaseProjectStore(handle.db)
    const select = vi.spyOn(handle.db, 'select')
    for (const projectId of ['latch-dev\u0000', '\ud800', 'x'.repeat(65), 'a b'])
      expect(await store.get(projectId)).toBeUndefined()
    expect(select).not.toHaveBeenCalled()
    select.mockRestore()
  })

  it('gives custom wallets when the project has some', async () => {
    const wallet = { id: 'my-wallet', name: 'My Wallet', homepage: 'https://wallet.example' }
    await handle.db
      .update(projects)
      .set({ customWallets: [wallet] })
      .where(eq(projects.projectId, 'shop'))
    try {
      expect(await databaseProjectStore(handle.db).get('shop')).toEqual({
        ...shopProject,
        customWallets: [wallet],
      })
    } finally {
      await handle.db.update(projects).set({ customWallets: [] }).where(eq(projects.projectId, 'shop'))
    }
  })

  it('keeps an answer for cacheMs, then reads the database again', async () => {
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1_000)
    const store = databaseProjectStore(handle.db, { cacheMs: 300 })
    expect((await store.get('shop'))?.allowedOrigins).toEqual(shopProject.allowedOrigins)
    expect(await store.get('later')).toBeUndefined()
    await allowOrigin(handle.db, 'shop', 'https://cached.shop.example')
    await seedProjects(handle.db, [{ ...shopProject, projectId: 'later' }])
    try {
      expect((await store.get('shop'))?.allowedOrigins).not.toContain('https://cached.shop.example')
      expect(await store.get('later')).toBeUndefined()
      clock.mockReturnValue(1_299)
      expect((await store.get('shop'))?.allowedOrigins).not.toContain('https://cached.shop.example')
      clock.mockReturnValue(1_300)
      expect((await store.get('shop'))?.allowedOrigins).toContain('https://cached.shop.example')
      expect(await store.get('later')).toMatchObject({ projectId: 'later' })
    } finally {
      clock.mockRestore()
      await handle.db.delete(projectOrigins).where(eq(projectOrigins.origin, 'https://cached.shop.example'))
      await handle.db.delete(projects).where(eq(projects.projectId, 'later'))
    }
  })

  it('reads again after invalidate, for one project or all', async () => {
    const store = databaseProjectStore(handle.db, { cacheMs: 60_000 })
    await store.get('latch-dev')
    await store.get('shop')
    await allowOrigin(handle.db, 'latch-dev', 'http://127.0.0.1:*')
    await allowOrigin(handle.db, 'shop', 'https://new.shop.example')
    try {
      store.invalidate('latch-dev')
      expect((await store.get('latch-dev'))?.allowedOrigins).toEqual([
        'http://localhost:*',
        'http://127.0.0.1:*',
      ])
      expect((await store.get('shop'))?.allowedOrigins).not.toContain('https://new.shop.example')
      store.invalidate()
      expect((await store.get('shop'))?.allowedOrigins).toContain('https://new.shop.example')
    } finally {
      await handle.db.delete(projectOrigins).where(eq(projectOrigins.origin, 'http://127.0.0.1:*'))
      await handle.db.delete(projectOrigins).where(eq(projectOrigins.origin, 'https://new.shop.example'))
    }
  })

  it('asks the database once for concurrent lookups of one id', async () => {
    let queries = 0
    const counting = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property === 'select') queries += 1
        return Reflect.get(target, property, receiver)
      },
    })
    const store = databaseProjectStore(counting)
    const answers = await Promise.all([store.get('shop'), store.get('shop'), store.get('shop')])
    expect(answers).toEqual([shopProject, shopProject, shopProject])
    expect(queries).toBe(1)
  })

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    let queries = 0
    const counting = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property === 'select') queries += 1
        return Reflect.get(target, property, receiver)
      },
    })
    const store = databaseProjectStore(counting, { maxEntries: 2 })
    await store.get('a')
    await store.get('b')
    await store.get('c')
    expect(queries).toBe(3)
    await store.get('c')
    await store.get('b')
    expect(queries).toBe(3)
    await store.get('a')
    expect(queries).toBe(4)
  })

  it('does not keep a failed lookup', async () => {
    let fail = true
    const flaky = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property === 'select' && fail) throw new Error('database down')
        return Reflect.get(target, property, receiver)
      },
    })
    const store = databaseProjectStore(flaky, { cacheMs: 60_000 })
    await expect(store.get('shop')).rejects.toThrow('database down')
    fail = false
    expect(await store.get('shop')).toEqual(shopProject)
  })
})
