import { describe, expect, it } from 'vitest'
import messages from '@/i18n/compiled/en/exportKey'
import { exportKeySummary, exportProofText } from './exportKeySummary'

const t = messages.exportKey

describe('exportKeySummary', () => {
  it('names the login and the address it reveals the key of, then warns', () => {
    const summary = exportKeySummary(t, { email: 'ada@example.com', address: '0xabc' })
    expect(summary.title).toBe('Reveal the private key of your wallet')
    expect(summary.lines).toEqual([
      'Login: ada@example.com',
      'Address: 0xabc',
      'Anyone with your private key controls this wallet and everything in it. Never share it, and never paste it into a site. Latch will never ask you for it.',
    ])
  })

  it('leaves out what the account does not have', () => {
    expect(exportKeySummary(t, { email: null, address: '0xabc' }).lines.slice(0, 1)).toEqual([
      'Address: 0xabc',
    ])
  })
})

describe('exportProofText', () => {
  it('offers the passkey, the mailed code, both, or says what the wallet lacks', () => {
    expect(exportProofText(t, 'ada@example.com', true, false)).toBe(
      'To show the key, confirm it is you with your passkey, or with a code we send to ada@example.com.',
    )
    expect(exportProofText(t, undefined, true, false)).toBe(
      'To show the key, confirm it is you with your passkey.',
    )
    expect(exportProofText(t, 'ada@example.com', false, false)).toBe(
      'To show the key, we first send a code to ada@example.com.',
    )
    expect(exportProofText(t, 'ada@example.com', undefined, false)).toBe(
      'To show the key, we first send a code to ada@example.com.',
    )
    expect(exportProofText(t, undefined, undefined, false)).toBe('Checking how you can confirm it is you…')
    expect(exportProofText(t, undefined, false, false)).toMatch(/needs a passkey or an email address/)
  })

  it('asks only for the authenticator app where the second factor is on, and waits to know', () => {
    expect(exportProofText(t, 'ada@example.com', true, true)).toBe(
      'To show the key, enter a code from your authenticator app.',
    )
    expect(exportProofText(t, 'ada@example.com', true, undefined)).toBe(
      'Checking how you can confirm it is you…',
    )
    expect(exportProofText(t, 'ada@example.com', true, false, true)).toBe(
      'To show the key, confirm it is you with one of your passkeys, or enter a recovery code.',
    )
  })
})
