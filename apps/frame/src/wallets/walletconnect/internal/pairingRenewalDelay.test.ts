import { describe, expect, it } from 'vitest'
import { canReusePairing } from '@/state/canReusePairing'
import { pairingRenewalDelay } from './pairingRenewalDelay'

describe('pairingRenewalDelay', () => {
  it('renews 10 s before the expiry by default', () => {
    expect(pairingRenewalDelay({ expiresAt: 240_000, now: 0 })).toBe(230_000)
  })

  it('takes another margin', () => {
    expect(pairingRenewalDelay({ expiresAt: 3_000, now: 0, marginMs: 1_000 })).toBe(2_000)
  })

  it('is due at once when the margin has been reached or passed', () => {
    expect(pairingRenewalDelay({ expiresAt: 240_000, now: 230_000 })).toBe(0)
    expect(pairingRenewalDelay({ expiresAt: 240_000, now: 300_000 })).toBe(0)
  })

  it('falls due exactly when canReusePairing stops reusing the pairing', () => {
    const expiresAt = 1_000_000
    const dueAt = expiresAt - 10_000
    const reusable = (now: number) =>
      canReusePairing({
        wcUri: 'wc:x@2',
        wcPairingExpiry: expiresAt,
        now,
        isTelegram: true,
        isIosSafari: false,
      })
    expect(pairingRenewalDelay({ expiresAt, now: dueAt - 1 })).toBe(1)
    expect(reusable(dueAt - 1)).toBe(true)
    expect(pairingRenewalDelay({ expiresAt, now: dueAt })).toBe(0)
    expect(reusable(dueAt)).toBe(false)
  })
})
