import { describe, expect, it } from 'vitest'
import { preferredAccountType } from './preferredAccountType'

describe('preferredAccountType', () => {
  it('is the user’s choice over the configuration’s, for either type', () => {
    expect(preferredAccountType({ chosen: 'eoa', configured: { eip155: 'smartAccount' } })).toBe('eoa')
    expect(preferredAccountType({ chosen: 'smartAccount', configured: { eip155: 'eoa' } })).toBe(
      'smartAccount',
    )
  })

  it('is the configuration’s eip155 default when the user has not chosen', () => {
    expect(preferredAccountType({ chosen: undefined, configured: { eip155: 'smartAccount' } })).toBe(
      'smartAccount',
    )
    // Another namespace's default says nothing about an EVM account.
    expect(preferredAccountType({ chosen: undefined, configured: { solana: 'smartAccount' } })).toBe('eoa')
  })

  it('is the EOA when neither says', () => {
    expect(preferredAccountType({ chosen: undefined, configured: undefined })).toBe('eoa')
    expect(preferredAccountType({ chosen: undefined, configured: {} })).toBe('eoa')
  })
})
