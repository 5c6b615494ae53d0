import { describe, expect, it } from 'vitest'
import { detectPlatform } from './detectPlatform'

const agents = {
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  telegramAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Telegram-Android/10.0',
}

describe('detectPlatform', () => {
  it.each([
    ['desktopChrome', false, { isMobile: false, isTelegram: false, isIos: false, isIosSafari: false }],
    ['iosSafari', false, { isMobile: true, isTelegram: false, isIos: true, isIosSafari: true }],
    ['iosChrome', false, { isMobile: true, isTelegram: false, isIos: true, isIosSafari: false }],
    ['android', false, { isMobile: true, isTelegram: false, isIos: false, isIosSafari: false }],
    ['telegramAndroid', false, { isMobile: true, isTelegram: true, isIos: false, isIosSafari: false }],
    ['android', true, { isMobile: true, isTelegram: true, isIos: false, isIosSafari: false }],
  ] as const)('%s (bridge %s)', (agent, bridge, expected) => {
    expect(detectPlatform(agents[agent], bridge)).toEqual(expected)
  })
})
