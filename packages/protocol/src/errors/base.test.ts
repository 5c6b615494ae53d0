import { expect, test } from 'vitest'
import { BaseError } from './base'

test('keeps the short message, details and cause', () => {
  const cause = new Error('socket closed')
  const error = new BaseError('Failed to disconnect', { details: 'the relay went away', cause })
  expect(error).toBeInstanceOf(Error)
  expect(error.name).toBe('BaseError')
  expect(error.message).toBe('Failed to disconnect')
  expect(error.shortMessage).toBe('Failed to disconnect')
  expect(error.details).toBe('the relay went away')
  expect(error.cause).toBe(cause)
})

test('without options it has no details and no cause', () => {
  const error = new BaseError('Failed to disconnect')
  expect(error.details).toBeUndefined()
  expect('cause' in error).toBe(false)
})

test('keeps a falsy cause', () => {
  expect(new BaseError('x', { cause: 0 }).cause).toBe(0)
  expect(new BaseError('x', { cause: null }).cause).toBeNull()
})
