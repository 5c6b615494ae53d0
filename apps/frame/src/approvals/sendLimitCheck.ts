import type { SecondFactorKind } from '@/embedded/api/totpApi'
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

/**
 * Why Approve needs a code (the view says it in the visitor's language): the limit could not be
 * read, or the request is worth more than it (in USD), or lets another spend without a bound, or
 * cannot be priced to compare.
 */
export type SendLimitReason =
  | { code: 'unreadable' }
  | { code: 'over'; usd: number; limitUsd: number }
  | { code: 'unbounded'; limitUsd: number }
  | { code: 'unpriced'; limitUsd: number }

/** Whether Approve needs a code of the second factor first, and why, or must wait to know. */
export type SendLimitCheck =
  | { step: 'waiting' }
  | { step: 'free' }
  | { step: 'code'; reason: SendLimitReason }

/**
 * Whether a request must be approved with a code (docs/passkeys.md#send-limit): when it is worth
 * more than the wallet's limit, or its worth has no bound or cannot be priced, or the limit could not
 * be read (never approved on a guess). `worth` is undefined while the prices are asked for.
 *
 * @example
 * sendLimitCheck({ step: 'known', limitUsd: 100 }, { kind: 'usd', usd: 250 })
 * // { step: 'code', reason: { code: 'over', usd: 250, limitUsd: 100 } }
 */
export function sendLimitCheck(limit: SendLimitState, worth: SendWorth | undefined): SendLimitCheck {
  if (limit.step === 'checking') return { step: 'waiting' }
  if (limit.step === 'known' && limit.limitUsd === null) return { step: 'free' }
  if (worth?.kind === 'none') return { step: 'free' }
  if (worth === undefined) return { step: 'waiting' }
  if (limit.step === 'failed') return { step: 'code', reason: { code: 'unreadable' } }
  const limitUsd = limit.limitUsd ?? 0
  switch (worth.kind) {
    case 'usd':
      return worth.usd > limitUsd
        ? { step: 'code', reason: { code: 'over', usd: worth.usd, limitUsd } }
        : { step: 'free' }
    case 'unlimited':
      return { step: 'code', reason: { code: 'unbounded', limitUsd } }
    case 'unpriced':
      return { step: 'code', reason: { code: 'unpriced', limitUsd } }
  }
}
