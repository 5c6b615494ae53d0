import { describe, expect, it } from 'vitest'
import { exportKeySummary, exportProofText } from './exportKeySummary'

describe('exportKeySummary', () => {
  it('names the login and the address it reveals the key of', () => {
    expect(exportKeySummary({ email: 'ada@example.com', address: '0xabc' }).lines.slice(0, 2)).toEqual([
      'Login: ada@example.com',
      'Address: 0xabc',
    ])
  })
})

describe('exportProofText', () => {
  it('offers the passkey, the mailed code, both, or says what the wallet lacks', () => {
    expect(exportProofText('ada@example.com', true, false)).toBe(
      'To show the key, confirm it is you with your passkey, or with a code we send to ada@example.com.',
    )
    expect(exportProofText(undefined, true, false)).toBe(
      'To show the key, confirm it is you with your passkey.',
    )
    expect(exportProofText('ada@example.com', false, false)).toBe(
      'To show the key, we first send a code to ada@example.com.',
    )
    expect(exportProofText('ada@example.com', undefined, false)).toBe(
      'To show the key, we first send a code to ada@example.com.',
    )
    expect(exportProofText(undefined, undefined, false)).toBe('Checking how you can confirm it is you…')
    expect(exportProofText(undefined, false, false)).toMatch(/needs a passkey or an email address/)
  })

  it('asks only for the authenticator app where the second factor is on, and waits to know', () => {
    expect(exportProofText('ada@example.com', true, true)).toBe(
      'To show the key, enter a code from your authenticator app.',
    )
    expect(exportProofText('ada@example.com', true, undefined)).toBe(
      'Checking how you can confirm it is you…',
    )
  })
})
