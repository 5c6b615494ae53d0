import { getInternalError } from '@walletconnect/utils'
import { expect, it } from 'vitest'
import { isSessionGone } from './isSessionGone'

it("recognises the sign client's refusals to end a session it no longer has", () => {
  const noMatchingKey = getInternalError('NO_MATCHING_KEY', "session or pairing topic doesn't exist: 9f")
  const recentlyDeleted = getInternalError('MISSING_OR_INVALID', 'Record was recently deleted - session: 9f')
  expect(isSessionGone(new Error(noMatchingKey.message))).toBe(true)
  expect(isSessionGone(new Error(recentlyDeleted.message))).toBe(true)
  expect(isSessionGone(noMatchingKey.message)).toBe(true)
})

it('leaves other failures alone', () => {
  expect(isSessionGone(new Error('Failed to publish payload, please try again.'))).toBe(false)
  expect(isSessionGone({ code: 4001, message: 'User rejected the request.' })).toBe(false)
  expect(isSessionGone(undefined)).toBe(false)
})
