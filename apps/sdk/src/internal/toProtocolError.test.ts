import { expect, it } from 'vitest'
import { toProtocolError } from './toProtocolError'

it('keeps an EIP-1193 code and the message, falling back to -32603 and the value as text', () => {
  expect(toProtocolError({ code: 4001, message: 'User rejected' })).toEqual({
    code: 4001,
    message: 'User rejected',
  })
  expect(toProtocolError(new Error('boom'))).toEqual({ code: -32603, message: 'boom' })
  expect(toProtocolError('Too deep')).toEqual({ code: -32603, message: 'Too deep' })
  expect(toProtocolError({ code: 1.5, message: 'x'.repeat(3000) }).message).toHaveLength(2000)
})

it('never throws, even for a value that cannot be read or turned into text', () => {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  expect(toProtocolError(proxy)).toEqual({ code: -32603, message: 'Internal error' })
  expect(toProtocolError(Object.create(null))).toEqual({ code: -32603, message: 'Internal error' })
  expect(toProtocolError({ message: Symbol('no text') }).code).toBe(-32603)
})
