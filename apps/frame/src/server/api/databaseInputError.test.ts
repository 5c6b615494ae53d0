import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../db/createTestDatabase'
import type { DatabaseHandle } from '../db/Database'
import { databaseInputError } from './databaseInputError'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
}, 60_000)
afterAll(() => handle.close())

async function failureOf(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await handle.db.execute(query)
  } catch (error) {
    return error
  }
  throw new Error('the query did not fail')
}

describe('databaseInputError', () => {
  it.each([
    ['a NUL in text (22021)', sql`select ${'a\u0000b'}::text`],
    ['a NUL escape in JSON (22P05)', sql`select ${JSON.stringify({ a: '\u0000' })}::jsonb`],
    ['a lone surrogate escape in JSON (22P02)', sql`select ${JSON.stringify({ a: '\ud800' })}::jsonb`],
    ['an integer out of range (22003)', sql`select ${'99999999999'}::int`],
    ['a bigint out of range (22003)', sql`select ${'99999999999999999999'}::bigint`],
    ['a timestamp out of range (22008)', sql`select to_timestamp(${9007199254740991}::bigint)`],
    ['text that is not a number (22P02)', sql`select ${'abc'}::int`],
  ])('is a 400 without the database text for %s, as the driver throws it', async (_, query) => {
    const error = databaseInputError(await failureOf(query))
    expect(error?.status).toBe(400)
    expect(error?.toBody()).toEqual({ error: 'Invalid input: a value is out of range or not valid text' })
  })

  it('finds the code on a cause a few levels down', () => {
    const driver = Object.assign(new Error('out of range'), { code: '22003' })
    const wrapped = new Error('outer', { cause: new Error('middle', { cause: driver }) })
    expect(databaseInputError(wrapped)?.status).toBe(400)
  })

  it('is nothing for other errors: a missing table, a unique violation, a plain error, a non-error', async () => {
    expect(databaseInputError(await failureOf(sql`select * from no_such_table`))).toBeUndefined()
    expect(databaseInputError(Object.assign(new Error('duplicate'), { code: '23505' }))).toBeUndefined()
    expect(databaseInputError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBeUndefined()
    expect(databaseInputError(new Error('boom'))).toBeUndefined()
    expect(databaseInputError('22003')).toBeUndefined()
    expect(databaseInputError(undefined)).toBeUndefined()
  })

  it('stops on a cause that loops back', () => {
    const looping: { code?: string; cause?: unknown } = {}
    looping.cause = looping
    expect(databaseInputError(looping)).toBeUndefined()
  })
})
