'use client'

import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { SearchField } from '@/components/SearchField'
import { WalletListItem } from '@/components/WalletListItem'
import { WalletListSkeleton } from '@/components/WalletListSkeleton'
import { useController } from '@/embed/ControllerContext'
import connectMessages from '@/i18n/compiled/en/connect'
import connectingMessages from '@/i18n/compiled/en/connecting'
import { useMessages } from '@/i18n/useMessages'
import { hostConfigAtom, networksAtom, walletsAtom } from '@/state/atoms'
import { type AllWalletsItem, allWalletsItems } from '@/wallets/catalogue/allWalletsItems'
import { hasMorePages } from '@/wallets/catalogue/allWalletsReducer'
import { sanitizeCustomWallets } from '@/wallets/catalogue/sanitizeCustomWallets'
import { walletFilterOf } from '@/wallets/catalogue/WalletFilter'
import { useAllWallets } from './internal/useAllWallets'
import { useExcludedRdns } from './internal/useExcludedRdns'

/** A row is a 3.75rem button and a 0.5rem gap. */
const rowHeight = 68
const listHeight = 408
/** How close to the end of the loaded wallets the next page is asked for. */
const loadAheadRows = 8

/**
 * AllWallets: the whole catalogue a page of 40 at a time as the user scrolls, with the announced and
 * the host's own wallets on top, and a search over it (docs/behaviour.md#calls). The list is virtualised; the rows
 * it shows are real buttons in order, so Tab walks through them.
 */
export function AllWalletsView() {
  const controller = useController()
  const t = useMessages(connectingMessages)
  // Connect's own wording for a list that failed to load more.
  const { loadFailed } = useMessages(connectMessages)
  const config = useAtomValue(hostConfigAtom)
  const announced = useAtomValue(walletsAtom)
  const networks = useAtomValue(networksAtom)
  const filter = useMemo(() => walletFilterOf(config, networks), [config, networks])
  const custom = useMemo(() => sanitizeCustomWallets(config.customWallets), [config.customWallets])
  const catalogueOn = config.enableWallets !== false && config.enableWalletConnect !== false
  const { state, dispatch } = useAllWallets({ api: controller.api, filter, track: controller.track })
  const excludedRdns = useExcludedRdns(controller.api, filter.exclude, catalogueOn)
  // Most of the list pairs over WalletConnect: its SDK loads while the visitor looks.
  useEffect(() => {
    if (catalogueOn) controller.warmWalletConnect()
  }, [controller, catalogueOn])

  const searching = state.term !== ''
  const items = allWalletsItems({
    announced,
    custom: catalogueOn ? custom : [],
    catalogue: catalogueOn ? (searching ? (state.results?.wallets ?? []) : state.wallets) : [],
    term: state.term,
    excludeWalletIds: filter.exclude,
    excludedRdns,
  })
  const morePages = catalogueOn && !searching && hasMorePages(state) && !state.pageFailed
  const settled = !catalogueOn || (searching ? state.results !== undefined : !hasMorePages(state))
  const loadMore = useCallback(() => {
    if (catalogueOn && !searching) dispatch({ type: 'loadMore' })
  }, [catalogueOn, searching, dispatch])

  const select = (item: AllWalletsItem) => {
    if (item.kind === 'announced') controller.connectInjected(item.wallet)
    else controller.connectWalletConnect(item.wallet)
  }

  return (
    <div data-view="AllWallets" className="flex flex-col gap-3">
      <SearchField
        label={t.searchWallet()}
        value={state.input}
        onChange={(input) => dispatch({ type: 'typed', input })}
      />
      {/* A new search term is a new list, which starts at its top. */}
      <WalletRows
        key={state.term}
        items={items}
        loaderRow={morePages}
        onNearEnd={loadMore}
        onSelect={select}
      />
      {searching && state.searching ? <WalletListSkeleton rows={3} label={t.searchingWallets()} /> : null}
      {(searching && state.searchFailed) || (!searching && state.pageFailed) ? (
        <div role="alert" className="flex items-center gap-3 rounded-xl bg-latch-muted px-3 py-2 text-sm">
          <span className="flex-1 text-latch-muted-fg">{searching ? t.searchFailed() : loadFailed()}</span>
          <button
            type="button"
            className="latch-button-secondary"
            onClick={() => dispatch({ type: 'retry' })}
          >
            {t.tryAgain()}
          </button>
        </div>
      ) : null}
      {settled && items.length === 0 ? (
        <p role="status" className="py-6 text-center text-sm text-latch-muted-fg">
          {t.noWalletFound()}
        </p>
      ) : null}
    </div>
  )
}

function WalletRows(props: {
  items: AllWalletsItem[]
  loaderRow: boolean
  onNearEnd: () => void
  onSelect: (item: AllWalletsItem) => void
}) {
  const { items, loaderRow, onNearEnd } = props
  const { groupWallets, installed, loadingWallets } = useMessages(connectMessages)
  const scrollElement = useRef<HTMLDivElement>(null)
  const focused = useRef<number | undefined>(undefined)
  const count = items.length + (loaderRow ? 1 : 0)
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => items[index]?.key ?? 'loader',
    overscan: 6,
    initialRect: { width: 328, height: listHeight },
    useFlushSync: false,
    // The focused row stays rendered when scrolled away, so focus is never dropped to the page.
    rangeExtractor: useCallback((range: Parameters<typeof defaultRangeExtractor>[0]) => {
      const indexes = defaultRangeExtractor(range)
      const at = focused.current
      if (at === undefined || at >= range.count || indexes.includes(at)) return indexes
      return [...indexes, at].sort((a, b) => a - b)
    }, []),
  })
  const rows = virtualizer.getVirtualItems()
  const lastShown = rows.at(-1)?.index ?? -1

  useEffect(() => {
    if (lastShown >= items.length - loadAheadRows) onNearEnd()
  }, [lastShown, items.length, onNearEnd])

  if (count === 0) return null
  return (
    <div ref={scrollElement} className="overflow-y-auto overscroll-contain" style={{ maxHeight: listHeight }}>
      <ul aria-label={groupWallets()} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const item = items[row.index]
          return (
            <li
              key={row.key}
              aria-setsize={loaderRow ? -1 : items.length}
              aria-posinset={row.index + 1}
              className="absolute top-0 left-0 w-full"
              style={{ height: rowHeight - 8, transform: `translateY(${row.start}px)` }}
            >
              {item ? (
                <WalletListItem
                  name={item.wallet.name}
                  imageSrc={imageOf(item)}
                  tag={item.kind === 'announced' ? installed() : undefined}
                  onClick={() => props.onSelect(item)}
                  onFocus={() => {
                    focused.current = row.index
                  }}
                  onBlur={() => {
                    focused.current = undefined
                  }}
                />
              ) : (
                <WalletListSkeleton rows={1} label={loadingWallets()} />
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function imageOf(item: AllWalletsItem): string | undefined {
  return item.kind === 'announced' ? item.wallet.icon : item.wallet.image_url
}
