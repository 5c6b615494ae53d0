import { describe, expect, it } from 'vitest'
import de from '@/i18n/compiled/de'
import type english from '@/i18n/compiled/en/approve'
import { sighashText } from './sighashText'

const german = de.approve as typeof english.approve

describe('sighashText', () => {
  it('names one type as Bitcoin writes it, and joins several with the language’s or', () => {
    expect(sighashText(['SIGHASH_NONE'])).toBe('SIGHASH_NONE')
    expect(sighashText(['SIGHASH_NONE', 'SIGHASH_SINGLE|ANYONECANPAY'])).toBe(
      'SIGHASH_NONE or SIGHASH_SINGLE|ANYONECANPAY',
    )
    expect(sighashText(['SIGHASH_NONE', 'SIGHASH_SINGLE', '4'], german)).toBe(
      'SIGHASH_NONE oder SIGHASH_SINGLE oder 4',
    )
  })
})
