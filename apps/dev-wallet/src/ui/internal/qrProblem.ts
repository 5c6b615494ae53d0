import type { QrReading } from './readQr'

/** What to tell the user about a QR code that is not a WalletConnect URI; undefined for one that is. */
export function qrProblem(reading: QrReading): string | undefined {
  if (reading.kind === 'none') return 'No QR code found in that image.'
  if (reading.kind === 'other') return 'That QR code does not hold a WalletConnect URI (wc:…).'
  return undefined
}
