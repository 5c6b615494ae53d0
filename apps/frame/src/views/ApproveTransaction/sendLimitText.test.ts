import { describe, expect, it } from 'vitest'
import de from '@/i18n/compiled/de'
import type { ApproveMessages } from './approvalSummary'
import { sendLimitText } from './sendLimitText'

describe('sendLimitText', () => {
  it('says why a code is needed in English as it always has', () => {
    expect(sendLimitText({ code: 'over', usd: 100.01, limitUsd: 100 })).toBe(
      'This request is worth $100.01, over your limit of $100.00.',
    )
    expect(sendLimitText({ code: 'unbounded', limitUsd: 1_000 })).toBe(
      'This request lets another spend without a bound, over your limit of $1,000.00.',
    )
    expect(sendLimitText({ code: 'unpriced', limitUsd: 1_000 })).toBe(
      'Latch cannot price this request in USD to compare it with your limit of $1,000.00.',
    )
    expect(sendLimitText({ code: 'unreadable' })).toBe('Latch could not read the send limit of this wallet.')
  })

  it('says it in the visitor’s language, with the amounts in their format', () => {
    // Intl puts a no-break space between the number and the sign.
    expect(
      sendLimitText({ code: 'over', usd: 1_250.5, limitUsd: 100 }, de.approve as ApproveMessages, 'de'),
    ).toBe('Diese Anfrage ist 1.250,50\u00a0$ wert und liegt über deinem Limit von 100,00\u00a0$.')
  })
})
