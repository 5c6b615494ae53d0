import type { SecondFactorKind } from '@/embedded/api/totpApi'
import { formatUsd } from '@/format/formatUsd'
import type { SendWorth } from './sendWorth'

/**
 * The embedded wallet's send limit as the frame knows it while an approval shows: being read, read
 * (null: the wallet has none, or no second factor), or unreadable.
 */
export type SendLimitState =
  | { step: 'checking' }
  | {
      step: 'known'
      limitUsd: number | null /** The factor that approves over it. */
      kind?: SecondFactorKind
    }
  | { step: 'failed' }

/** Whether Approve needs a code of the second factor first, and why, or must wait to know. */
export type SendLimitCheck = { step: 'waiting' } | { step: 'free' } | { step: 'code'; reason: string }

/**
 * Whether a request must be approved with a code (docs/passkeys.md#send-limit): when it is worth
 * more than the wallet's limit, or its worth has no bound or cannot be priced, or the limit could not
 * be read (never approved on a guess). `worth` is undefined while the prices are asked for.
 *
 * @example
 * sendLimitCheck({ step: 'known', limitUsd: 100 }, { kind: 'usd', usd: 250 })
 * // { step: 'code', reason: 'This request is worth $250.00, over your limit of $100.00.' }
 */
export function sendLimitCheck(limit: SendLimitState, worth: SendWorth | undefined): SendLimitCheck {
  if (limit.step === 'checking') return { step: 'waiting' }
  if (limit.step === 'known' && limit.limitUsd === null) return { step: 'free' }
  if (worth?.kind === 'none') return { step: 'free' }
  if (worth === undefined) return { step: 'waiting' }
  if (limit.step === 'failed')
    return { step: 'code', reason: 'Latch could not read the send limit of this wallet.' }
  const over = `your limit of ${formatUsd(limit.limitUsd ?? 0)}`
  switch (worth.kind) {
    case 'usd':
      return worth.usd > (limit.limitUsd ?? 0)
        ? { step: 'code', reason: `This request is worth ${formatUsd(worth.usd)}, over ${over}.` }
        : { step: 'free' }
    case 'unlimited':
      return { step: 'code', reason: `This request lets another spend without a bound, over ${over}.` }
    case 'unpriced':
      return { step: 'code', reason: `Latch cannot price this request in USD to compare it with ${over}.` }
  }
}
