import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentPlatform } from './currentPlatform'

afterEach(() => vi.unstubAllGlobals())

describe('currentPlatform', () => {
  it("reads the browser's user agent and Telegram's bridge", () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' })
    vi.stubGlobal('window', { Telegram: {} })
    expect(currentPlatform()).toEqual({ isMobile: true, isTelegram: true, isIos: false, isIosSafari: false })
  })

  it('is a desktop browser where there is no browser', () => {
    vi.stubGlobal('navigator', undefined)
    vi.stubGlobal('window', undefined)
    expect(currentPlatform()).toEqual({
      isMobile: false,
      isTelegram: false,
      isIos: false,
      isIosSafari: false,
    })
  })
})
