import { detectPlatform, type Platform } from './detectPlatform'

/**
 * The platform of the browser this code runs in (detectPlatform over its user agent and Telegram's
 * bridge); outside a browser, as for an unknown desktop browser.
 *
 * @example
 * const { isMobile } = currentPlatform()
 */
export function currentPlatform(): Platform {
  return detectPlatform(
    typeof navigator === 'undefined' ? '' : navigator.userAgent,
    typeof window !== 'undefined' && 'Telegram' in window,
  )
}
