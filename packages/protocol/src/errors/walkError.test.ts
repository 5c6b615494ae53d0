import { describe, expect, it } from 'vitest'
import { BaseError } from './base'
import { walkError } from './walkError'

describe('walkError', () => {
  const root = Object.assign(new Error('duplicate key'), { code: '23505' })
  const wrapped = new BaseError('Failed query', { cause: new Error('driver', { cause: root }) })

  it('finds the first of an error and its causes that matches', () => {
    expect(walkError(wrapped, (cause) => (cause as { code?: unknown }).code === '23505')).toBe(root)
    expect(walkError(wrapped, (cause) => cause instanceof BaseError)).toBe(wrapped)
    expect(walkError(wrapped, (cause) => (cause as { code?: unknown }).code === '42P01')).toBeUndefined()
  })

  it('gives the deepest cause when asked for nothing', () => {
    expect(walkError(wrapped)).toBe(root)
    expect(walkError(root)).toBe(root)
    expect(walkError('not an error')).toBe('not an error')
  })

  it('follows plain objects, and ends on a cycle of causes', () => {
    expect(walkError({ cause: { code: 'ECONNREFUSED' } }, (cause) => 'code' in cause)).toEqual({
      code: 'ECONNREFUSED',
    })
    const a: { cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    expect(walkError(a, () => false)).toBeUndefined()
    expect(walkError(a)).toBe(b)
  })
})
