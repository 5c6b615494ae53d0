import { expect, test } from 'vitest'
import { SecondFactorCode } from './SecondFactorCode'

test('takes six digits or a recovery code, however it was copied out', () => {
  expect(SecondFactorCode.parse(' 123456 ')).toBe('123456')
  for (const code of ['abcde-fghij', 'ABCDE FGHIJ', 'abcdefghij'])
    expect(SecondFactorCode.parse(code)).toBe(code)
})

test('refuses anything else, naming what it expects', () => {
  for (const code of ['12345', '1234567', 'abcde-fghi1', 'abcde--fghij', '', 123456]) {
    const parsed = SecondFactorCode.safeParse(code)
    expect(parsed.success).toBe(false)
  }
  expect(SecondFactorCode.safeParse('12345').error?.issues[0]?.message).toBe(
    'must be 6 digits or a recovery code',
  )
})
