import { expect, it } from 'vitest'
import { toProtocolError } from './toProtocolError'

it('keeps an EIP-1193 code and the message, falling back to -32603 and a thrown string', () => {
  expect(toProtocolError({ code: 4001, message: 'User rejected' })).toEqual({
    code: 4001,
    message: 'User rejected',
  })
  expect(toProtocolError(new Error('boom'))).toEqual({ code: -32603, message: 'boom' })
  expect(toProtocolError('Too deep')).toEqual({ code: -32603, message: 'Too deep' })
  expect(toProtocolError({ code: 1.5, message: 'x'.repeat(3000) })).toEqual({
    code: -32603,
    message: 'x'.repeat(2000),
  })
})

it("prefers viem's short message to its message with details", () => {
  const error = Object.assign(new Error('Execution reverted.\n\nDetails: …\nVersion: viem@2'), {
    shortMessage: 'Execution reverted.',
    code: 3,
  })
  expect(toProtocolError(error)).toEqual({ code: 3, message: 'Execution reverted.' })
})

it('says "Internal error" where there is no text, keeping the code', () => {
  expect(toProtocolError({ code: 4100 })).toEqual({ code: 4100, message: 'Internal error' })
  expect(toProtocolError(undefined)).toEqual({ code: -32603, message: 'Internal error' })
  expect(toProtocolError(42)).toEqual({ code: -32603, message: 'Internal error' })
})

it('never throws, even for a value that cannot be read or turned into text', () => {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  expect(toProtocolError(proxy)).toEqual({ code: -32603, message: 'Internal error' })
  expect(toProtocolError(Object.create(null))).toEqual({ code: -32603, message: 'Internal error' })
  expect(toProtocolError({ message: Symbol('no text') })).toEqual({ code: -32603, message: 'Internal error' })
})
