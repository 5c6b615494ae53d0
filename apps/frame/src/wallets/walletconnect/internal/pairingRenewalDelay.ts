import { PAIRING_EXPIRY_MARGIN_MS } from '@/state/canReusePairing'

/**
 * How long until a pairing URI must be replaced: it counts as expired `marginMs` before its expiry
 * (docs/behaviour.md#constants-and-limits), the moment `canReusePairing` stops reusing it. Never negative.
 *
 * @example
 * pairingRenewalDelay({ expiresAt: 240_000, now: 0 }) // 230_000
 */
export function pairingRenewalDelay(options: { expiresAt: number; now: number; marginMs?: number }): number {
  const { expiresAt, now, marginMs = PAIRING_EXPIRY_MARGIN_MS } = options
  return Math.max(0, expiresAt - marginMs - now)
}
