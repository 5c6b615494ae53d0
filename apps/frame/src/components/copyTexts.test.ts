import { describe, expect, it } from 'vitest'
import de from '@/i18n/compiled/de'
import type copyRoom from '@/i18n/compiled/en/copy'
import copy from '@/i18n/compiled/en/copy'
import { copyTexts } from './copyTexts'

describe('copyTexts', () => {
  it('gives the button and both toasts as whole sentences for each thing copied', () => {
    expect(copyTexts(copy.copy, 'address')).toEqual({
      label: 'Copy address',
      copied: 'Address copied',
      failed: "Couldn't copy the address",
    })
    expect(copyTexts(copy.copy, 'recoveryCodes').copied).toBe('Recovery codes copied')
    expect(copyTexts(copy.copy, 'link').label).toBe('Copy link')
    expect(copyTexts(copy.copy, 'key').failed).toBe("Couldn't copy the key")
  })

  it("names another chain's address", () => {
    expect(copyTexts(copy.copy, 'address', 'Solana')).toEqual({
      label: 'Copy Solana address',
      copied: 'Solana address copied',
      failed: "Couldn't copy the Solana address",
    })
  })

  it("words them in the visitor's language", () => {
    const german = de.copy as (typeof copyRoom)['copy']
    expect(copyTexts(german, 'address', 'Solana').label).toBe('Solana-Adresse kopieren')
  })
})
