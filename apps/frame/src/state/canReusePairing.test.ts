import { describe, expect, it } from 'vitest'
import { canReusePairing } from './canReusePairing'

const pairing = { wcUri: 'wc:abc@2?relay-protocol=irn&symKey=00', wcPairingExpiry: 1_000_000 }

describe('canReusePairing', () => {
  it('reuses a live pairing on Telegram', () => {
    expect(canReusePairing({ ...pairing, now: 900_000, isTelegram: true, isIosSafari: false })).toBe(true)
  })

  it('reuses a live pairing on iOS Safari', () => {
    expect(canReusePairing({ ...pairing, now: 900_000, isTelegram: false, isIosSafari: true })).toBe(true)
  })

  it('makes a new pairing elsewhere', () => {
    expect(canReusePairing({ ...pairing, now: 900_000, isTelegram: false, isIosSafari: false })).toBe(false)
  })

  it('treats a pairing as expired 10 s before its expiry', () => {
    expect(canReusePairing({ ...pairing, now: 989_999, isTelegram: true, isIosSafari: false })).toBe(true)
    expect(canReusePairing({ ...pairing, now: 990_000, isTelegram: true, isIosSafari: false })).toBe(false)
  })

  it('needs a URI and an expiry', () => {
    expect(
      canReusePairing({ wcPairingExpiry: 1_000_000, now: 0, isTelegram: true, isIosSafari: false }),
    ).toBe(false)
    expect(canReusePairing({ wcUri: pairing.wcUri, now: 0, isTelegram: true, isIosSafari: false })).toBe(
      false,
    )
  })
})
