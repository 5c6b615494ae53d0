import type { SendLimitReason } from '@/approvals/sendLimitCheck'
import { formatUsd } from '@/format/formatUsd'
import english from '@/i18n/compiled/en/approve'

/**
 * Why Approve needs a code, in the visitor's language (`t`, the approve room, English by default),
 * with the USD amounts in their locale's format.
 *
 * @example
 * sendLimitText({ code: 'over', usd: 250, limitUsd: 100 }) // 'This request is worth $250.00, over your limit of $100.00.'
 */
export function sendLimitText(
  reason: SendLimitReason,
  t: (typeof english)['approve'] = english.approve,
  locale = 'en',
): string {
  if (reason.code === 'unreadable') return t.limitUnreadable()
  const limit = formatUsd(reason.limitUsd, locale)
  switch (reason.code) {
    case 'over':
      return t.limitOver({ worth: formatUsd(reason.usd, locale), limit })
    case 'unbounded':
      return t.limitUnbounded({ limit })
    case 'unpriced':
      return t.limitUnpriced({ limit })
  }
}
