import { DrizzleQueryError } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DatabaseUnavailableError } from './DatabaseUnavailableError'

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('DatabaseUnavailableError.from', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a refused connection to each address of a host name', new AggregateError([withCode('ECONNREFUSED')])],
    [
      'the server shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['the server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006', 'connection failure')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      "any of them as the cause of Drizzle's query error",
      new DrizzleQueryError('select 1', [], withCode('57P01') as Error),
    ],
    [
      "the same under another copy of drizzle-orm's query error (a bundle may hold two)",
      Object.assign(new Error('Failed query: select 1'), { query: 'select 1', cause: withCode('57P01') }),
    ],
  ])('recognises %s', (_, error) => {
    const unavailable = DatabaseUnavailableError.from(error)
    expect(unavailable).toBeInstanceOf(DatabaseUnavailableError)
    expect(unavailable?.cause).toBe(error)
  })

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['bad input', new DrizzleQueryError('select 1', [], withCode('22P02') as Error)],
    ['a bug', new TypeError('x is undefined')],
    ['a value that is not an error', 'ECONNREFUSED'],
    [
      "another service's refused connection under its own error (the RPC proxy's node)",
      new Error('The node did not answer', { cause: withCode('ECONNREFUSED') }),
    ],
  ])('leaves alone %s', (_, error) => {
    expect(DatabaseUnavailableError.from(error)).toBeUndefined()
  })
})
