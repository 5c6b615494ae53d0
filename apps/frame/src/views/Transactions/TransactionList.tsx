'use client'

import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { NamespacePicker } from '@/components/NamespacePicker'
import { useRefreshWhileShown } from '@/components/useRefreshWhileShown'
import { useController } from '@/embed/ControllerContext'
import activityMessages from '@/i18n/compiled/en/activity'
import connectMessages from '@/i18n/compiled/en/connect'
import modalMessages from '@/i18n/compiled/en/modal'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'
import { addressLabelsAtom, networksAtom, routerAtom, transactionsAtom } from '@/state/atoms'
import { explorerTransactionUrl } from './explorerTransactionUrl'
import { describeTransaction } from './internal/describeTransaction'
import { groupTransactions } from './internal/groupTransactions'
import { TransactionRow } from './internal/TransactionRow'
import { useActivityAccount } from './useActivityAccount'

/**
 * The connected account's transactions (Activity; the Transactions view and Account's tab), the
 * Solana or Bitcoin account's where its namespace is the active one (useActivityAccount). With
 * accounts of several namespaces connected, "Activity of" picks whose, by making its namespace the
 * active one.
 */
export function TransactionList() {
  const controller = useController()
  const { account, namespaces } = useActivityAccount()
  const t = useMessages(activityMessages)
  if (!account) return null
  return (
    <div className="flex flex-col gap-3">
      {namespaces.length > 1 ? (
        <NamespacePicker
          label={t.activityOf()}
          namespaces={namespaces}
          active={account.namespace}
          onPick={(picked) => void controller.switchNamespace(picked)}
        />
      ) : null}
      <AccountTransactions />
    </div>
  )
}

/**
 * One account's transactions, grouped by year then month, newest first. Shown, it reads the first
 * page (or reads it again, merging, when the account's list is already there), and reads it again
 * every 10 s while it is shown; more pages load as its end scrolls into view, or with the "Load
 * more" button.
 */
function AccountTransactions() {
  const controller = useController()
  const state = useAtomValue(transactionsAtom)
  const labels = useAtomValue(addressLabelsAtom)
  const { account } = useActivityAccount()
  const networks = useAtomValue(networksAtom)
  const t = useMessages(activityMessages)
  const { loading } = useMessages(modalMessages)
  const { locale } = useAtomValue(localeAtom)
  const key = account?.key
  const address = account?.address
  const network = account?.network
  const sentinel = useRef<HTMLDivElement>(null)

  // The closed modal keeps Account (and this tab) rendered: each open reads again too, and so does
  // every 10 s while it is open.
  const open = useAtomValue(routerAtom).open
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is what reads again, on each open
  useEffect(() => {
    if (key) controller.use('activity', (flow) => flow.refresh()).catch(() => undefined)
  }, [controller, key, open])
  // biome-ignore lint/correctness/useExhaustiveDependencies: another account starts over
  const readAgain = useCallback(
    () =>
      void controller.use('activity', (flow) => flow.refresh({ background: true })).catch(() => undefined),
    [controller, key],
  )
  useRefreshWhileShown(key && open ? readAgain : undefined)

  const mine = key !== undefined && state.key === key
  const hasNext = mine && state.next !== null
  useEffect(() => {
    const target = sentinel.current
    if (!hasNext || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting))
        controller.use('activity', (flow) => flow.loadMore()).catch(() => undefined)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [controller, hasNext])

  const groups = useMemo(() => {
    if (!mine || !address) return []
    const context = {
      account: address,
      nativeSymbol: network?.nativeCurrency.symbol ?? '',
      labels,
      locale,
      messages: t,
    }
    const described = state.items.flatMap((item) => {
      const description = describeTransaction(item, context)
      return description ? [{ item, description }] : []
    })
    const byId = new Map(described.map((entry) => [entry.item.id, entry]))
    return groupTransactions(
      described.map((entry) => entry.item),
      { locale },
    ).map((year) => ({
      year: year.year,
      months: year.months.map((month) => ({
        ...month,
        entries: month.items.flatMap((item) => byId.get(item.id) ?? []),
      })),
    }))
  }, [mine, address, network, labels, state.items, locale, t])

  // `npm run bench` times the Activity tab until this mark, one frame after the first page (or
  // the empty state) is in the page.
  const painted = mine && !state.failed && (groups.length > 0 || state.empty)
  useEffect(() => {
    if (!painted) return
    const frame = requestAnimationFrame(() => performance.mark('latch:painted:activity'))
    return () => cancelAnimationFrame(frame)
  }, [painted])

  if (!key) return null
  if (!mine || (state.loading && groups.length === 0))
    return (
      <div role="status" aria-busy="true" aria-label={t.loading()} className="flex flex-col gap-2">
        {[0, 1, 2].map((row) => (
          <div
            key={row}
            aria-hidden="true"
            className="flex h-16 items-center gap-3 rounded-xl bg-latch-muted px-3 motion-safe:animate-pulse"
          >
            <span className="size-9 rounded-full bg-latch-border" />
            <span className="h-3 w-1/3 rounded bg-latch-border" />
          </div>
        ))}
      </div>
    )
  if (groups.length === 0 && state.failed)
    return (
      <FetchFailed
        className="gap-3 py-6"
        onRetry={() => controller.use('activity', (flow) => flow.load()).catch(() => undefined)}
        messages={t}
      />
    )
  if (groups.length === 0 && state.empty)
    return <p className="py-6 text-center text-sm text-latch-muted-fg">{t.empty()}</p>

  return (
    <div className="flex flex-col gap-3" aria-busy={state.loading} data-testid="transaction-list">
      {groups.map((year) => (
        <section key={year.year} className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold">{year.year}</h2>
          {year.months.map((month) => (
            <section key={month.id} className="flex flex-col gap-2">
              <h3 className="text-xs font-semibold text-latch-muted-fg">{month.label}</h3>
              <ul
                aria-label={t.monthOfYear({ month: month.label, year: year.year })}
                className="flex flex-col gap-2"
              >
                {month.entries.map(({ item, description }) => (
                  <TransactionRow
                    key={item.id}
                    item={item}
                    description={description}
                    messages={t}
                    explorerUrl={explorerTransactionUrl(
                      networks.find((candidate) => candidate.caipNetworkId === item.metadata.chain) ??
                        network,
                      item.metadata.hash,
                    )}
                  />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
      {state.failed ? (
        <FetchFailed
          className="gap-2"
          onRetry={() => controller.use('activity', (flow) => flow.refresh()).catch(() => undefined)}
          messages={t}
        />
      ) : null}
      {hasNext ? (
        <>
          <div ref={sentinel} aria-hidden="true" className="h-px" />
          <button
            type="button"
            className="latch-button-secondary"
            aria-busy={state.loading}
            onClick={() => controller.use('activity', (flow) => flow.loadMore()).catch(() => undefined)}
          >
            {state.loading ? loading() : t.loadMore()}
          </button>
        </>
      ) : null}
    </div>
  )
}

/** Failed to fetch transactions, with Try again: instead of the list, or under the pages it has. */
function FetchFailed({
  className,
  onRetry,
  messages: t,
}: {
  className: string
  onRetry: () => void
  messages: (typeof activityMessages)['activity']
}) {
  // Connect's wording for trying a failed read again.
  const { tryAgain } = useMessages(connectMessages)
  return (
    <div className={`flex flex-col items-center text-center ${className}`}>
      <p className="text-sm text-latch-muted-fg">{t.fetchFailed()}</p>
      <button type="button" className="latch-button-secondary" onClick={onRetry}>
        {tryAgain()}
      </button>
    </div>
  )
}
