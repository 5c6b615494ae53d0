import { describe, expect, it } from 'vitest'
import { createMemoryAdapter } from './createMemoryAdapter.mjs'

type Adapter = {
  upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void>
  find(id: string): Promise<Record<string, unknown> | undefined>
  findByUid(uid: string): Promise<Record<string, unknown> | undefined>
  findByUserCode(userCode: string): Promise<Record<string, unknown> | undefined>
  consume(id: string): Promise<void>
  destroy(id: string): Promise<void>
  revokeByGrantId(grantId: string): Promise<void>
}

function setup() {
  let now = 1_000_000
  const factory = createMemoryAdapter({ now: () => now })
  return {
    adapter: (model: string) => factory(model) as Adapter,
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('createMemoryAdapter', () => {
  it('keeps payloads per model until they expire', async () => {
    const { adapter, advance } = setup()
    await adapter('AccessToken').upsert('a', { jti: 'a' }, 10)
    expect(await adapter('AccessToken').find('a')).toEqual({ jti: 'a' })
    expect(await adapter('AuthorizationCode').find('a')).toBeUndefined()
    advance(9_999)
    expect(await adapter('AccessToken').find('a')).toBeDefined()
    advance(1)
    expect(await adapter('AccessToken').find('a')).toBeUndefined()
  })

  it('finds sessions by uid and device codes by user code, and forgets them on destroy', async () => {
    const { adapter } = setup()
    await adapter('Session').upsert('s1', { uid: 'u1' }, 60)
    await adapter('DeviceCode').upsert('d1', { userCode: 'ABCD' }, 60)
    expect(await adapter('Session').findByUid('u1')).toEqual({ uid: 'u1' })
    expect(await adapter('DeviceCode').findByUserCode('ABCD')).toEqual({ userCode: 'ABCD' })
    await adapter('Session').destroy('s1')
    expect(await adapter('Session').findByUid('u1')).toBeUndefined()
  })

  it('marks a payload consumed', async () => {
    const { adapter } = setup()
    await adapter('AuthorizationCode').upsert('c', { grantId: 'g' }, 60)
    await adapter('AuthorizationCode').consume('c')
    expect(await adapter('AuthorizationCode').find('c')).toEqual({ grantId: 'g', consumed: 1000 })
  })

  it('revokes every token of a grant, and nothing else', async () => {
    const { adapter } = setup()
    await adapter('AccessToken').upsert('t1', { grantId: 'g1' }, 60)
    await adapter('AuthorizationCode').upsert('c1', { grantId: 'g1' }, 60)
    await adapter('AccessToken').upsert('t2', { grantId: 'g2' }, 60)
    await adapter('Interaction').upsert('i1', { grantId: 'g1' }, 60)
    await adapter('Grant').revokeByGrantId('g1')
    expect(await adapter('AccessToken').find('t1')).toBeUndefined()
    expect(await adapter('AuthorizationCode').find('c1')).toBeUndefined()
    expect(await adapter('AccessToken').find('t2')).toBeDefined()
    expect(await adapter('Interaction').find('i1')).toBeDefined()
  })

  it('keeps two adapters apart', async () => {
    const first = setup()
    const second = setup()
    await first.adapter('Session').upsert('s', { uid: 'u' }, 60)
    expect(await second.adapter('Session').find('s')).toBeUndefined()
  })
})
