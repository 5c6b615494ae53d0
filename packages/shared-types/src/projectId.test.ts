import { describe, expect, it } from 'vitest'
import { isProjectId } from './projectId'

describe('isProjectId', () => {
  it.each(['latch-dev', 'shop', 'a', '0123456789abcdef0123456789abcdef', 'A_b-9', 'x'.repeat(64)])(
    'accepts %j',
    (value) => {
      expect(isProjectId(value)).toBe(true)
    },
  )

  it.each([
    '',
    'x'.repeat(65),
    'latch-dev\u0000',
    '%00',
    'latch dev',
    'a&chainId=eip155:1',
    '../x',
    'caf\u00e9',
    '\ud800',
    'latch-dev\n',
    1,
    null,
    undefined,
    ['latch-dev'],
  ])('refuses %j', (value) => {
    expect(isProjectId(value)).toBe(false)
  })
})
