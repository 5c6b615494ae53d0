/** docs/behaviour.md#constants-and-limits: a pairing counts as expired this long before its real expiry. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/**
 * Whether a new WalletConnect connect may reuse the pairing in progress (docs/behaviour.md#states-and-transitions). Only on Telegram
 * and iOS Safari, where the user has left for the wallet app and a fresh URI would strand them.
 */
export function canReusePairing(options: {
  wcUri?: string | undefined
  wcPairingExpiry?: number | undefined
  now: number
  isTelegram: boolean
  isIosSafari: boolean
}): boolean {
  const { wcUri, wcPairingExpiry, now, isTelegram, isIosSafari } = options
  if (!isTelegram && !isIosSafari) return false
  if (!wcUri || wcPairingExpiry === undefined) return false
  return wcPairingExpiry - now > PAIRING_EXPIRY_MARGIN_MS
}
