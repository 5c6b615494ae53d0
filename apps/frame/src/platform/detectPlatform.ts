/** What the frame needs to know about the browser it runs in. */
export type Platform = { isMobile: boolean; isTelegram: boolean; isIos: boolean; isIosSafari: boolean }

/**
 * Reads the platform from a user agent (and Telegram's web-app bridge, which its in-app browser
 * injects). iOS is any browser on an iPhone, iPad or iPod (all of them WebKit underneath); iOS Safari is
 * Safari itself, not another browser's iOS shell.
 *
 * @example
 * detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) … Version/17.0 Mobile/15E148 Safari/604.1')
 * // { isMobile: true, isTelegram: false, isIos: true, isIosSafari: true }
 */
export function detectPlatform(userAgent: string, hasTelegramBridge = false): Platform {
  const ios = /iPhone|iPad|iPod/.test(userAgent)
  return {
    isMobile: /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent),
    isTelegram: hasTelegramBridge || /Telegram/i.test(userAgent),
    isIos: ios,
    isIosSafari: ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent),
  }
}
