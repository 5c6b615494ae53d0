import { describe, expect, it } from 'vitest'
import { isUniqueViolation } from './isUniqueViolation'

describe('isUniqueViolation', () => {
  it("knows Postgres' 23505 bare, or under the wrappers of Drizzle and the drivers", () => {
    const violation = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    })
    expect(isUniqueViolation(violation)).toBe(true)
    expect(
      isUniqueViolation(new Error('Failed query', { cause: new Error('pg', { cause: violation }) })),
    ).toBe(true)
    expect(isUniqueViolation({ code: '23505' })).toBe(true)
  })

  it('is false for any other error, and for what is no error', () => {
    expect(isUniqueViolation(Object.assign(new Error('relation does not exist'), { code: '42P01' }))).toBe(
      false,
    )
    expect(isUniqueViolation(new Error('Failed query'))).toBe(false)
    expect(isUniqueViolation(undefined)).toBe(false)
  })
})
