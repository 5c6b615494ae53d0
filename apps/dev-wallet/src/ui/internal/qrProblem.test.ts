import { describe, expect, it } from 'vitest'
import { qrProblem } from './qrProblem'

describe('qrProblem', () => {
  it('says nothing about a WalletConnect URI', () => {
    expect(qrProblem({ kind: 'uri', uri: 'wc:ab@2?symKey=cd' })).toBeUndefined()
  })

  it('says when there is no code, or a code holding something else', () => {
    expect(qrProblem({ kind: 'none' })).toBe('No QR code found in that image.')
    expect(qrProblem({ kind: 'other', text: 'https://example.com' })).toBe(
      'That QR code does not hold a WalletConnect URI (wc:…).',
    )
  })
})
