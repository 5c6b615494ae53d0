'use client'

import type { TransactionHistoryItem } from '@latch/shared-types'
import type activity from '@/i18n/compiled/en/activity'
import type { TransactionDescription, TransactionKind } from './describeTransaction'

const icons: Record<TransactionKind, string> = {
  send: '↑',
  receive: '↓',
  swap: '⇄',
  approve: '✓',
  buy: '+',
  call: '⚙',
  other: '•',
}

/**
 * One transaction of the list: its icon, its words and amounts, the other party, when, and the
 * explorer link, in the list's `messages` (the activity room in the visitor's language).
 */
export function TransactionRow(props: {
  item: TransactionHistoryItem
  description: TransactionDescription
  explorerUrl: string | undefined
  messages: (typeof activity)['activity']
}) {
  const { item, description, explorerUrl, messages: t } = props
  return (
    <li className="latch-list-item items-start" data-testid="transaction-item">
      <span
        aria-hidden="true"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-latch-border text-lg"
      >
        {icons[description.kind]}
      </span>
      {/* The amounts share the title's line; the other party, the time and the explorer link have
          the row's whole width below it, which a longer language needs (docs/languages.md). */}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-start justify-between gap-2">
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 font-semibold wrap-anywhere">
            {description.title}
            {description.statusText ? (
              <span className={`latch-tag ${description.status === 'failed' ? 'text-latch-danger' : ''}`}>
                {description.statusText}
              </span>
            ) : null}
          </span>
          <span className="flex shrink-0 flex-col items-end gap-1 text-end">
            {description.amounts.map((amount, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: an item may move the same amount twice; the order is the identity
                key={index}
                className={`whitespace-nowrap text-sm font-semibold ${amount.startsWith('+') ? 'text-latch-success' : ''}`}
                data-testid="transaction-amount"
              >
                {amount}
              </span>
            ))}
          </span>
        </span>
        {description.counterparty ? (
          <span
            className="text-sm text-latch-muted-fg wrap-anywhere"
            title={description.counterparty.address}
          >
            {description.counterparty.text}
          </span>
        ) : null}
        <time className="text-xs text-latch-muted-fg" dateTime={item.metadata.minedAt}>
          {description.time}
        </time>
        {explorerUrl ? (
          <a
            className="self-start text-xs underline"
            href={explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.viewOnExplorer()}
            <span className="sr-only">
              {`: ${t.explorerDetails({ title: description.title, amounts: description.amounts.join(', '), time: description.time })}`}
            </span>
          </a>
        ) : null}
      </span>
    </li>
  )
}
