'use client'

import { visibleBalances } from '@latch/shared-types'
import { useAtomValue } from 'jotai'
import { useId, useState } from 'react'
import { SearchField } from '@/components/SearchField'
import { TokenIcon } from '@/components/TokenIcon'
import { useController } from '@/embed/ControllerContext'
import { formatAmount, formatUsd } from '@/format/formatUsd'
import tokenSelectMessages from '@/i18n/compiled/en/tokenSelect'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'
import { balancesAtom } from '@/state/atoms'
import type { SwapToken } from '@/swap/SwapState'
import { selectableTokens } from '@/swap/selectableTokens'
import { swapAtom } from '@/swap/swapAtom'

/**
 * SwapSelectToken: a search, the suggested tokens as chips, the account's tokens with a balance, then
 * the popular ones sorted by symbol. Picking one sets it on the side Swap opened this view for and
 * returns there; the token already on that side is marked.
 */
export function SwapSelectTokenView() {
  const controller = useController()
  const t = useMessages(tokenSelectMessages)
  const { locale } = useAtomValue(localeAtom)
  const swap = useAtomValue(swapAtom)
  const balances = visibleBalances(useAtomValue(balancesAtom).tokens)
  const [search, setSearch] = useState('')
  const id = useId()
  const lists = selectableTokens(swap.tokens, balances, search)
  const current = swap.selecting === 'source' ? swap.sourceToken : swap.toToken
  const isCurrent = (token: SwapToken) => token.address.toLowerCase() === current?.address.toLowerCase()
  const pick = (token: SwapToken) =>
    controller.use('swap', (flow) => flow.pickToken(token)).catch(() => undefined)

  return (
    <div data-view="SwapSelectToken" className="flex flex-col gap-3 py-1">
      <SearchField label={t.search()} value={search} onChange={setSearch} />
      {lists.suggestedTokens.length > 0 ? (
        <ul aria-label={t.suggested()} className="flex flex-wrap gap-2">
          {lists.suggestedTokens.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="latch-button-secondary flex items-center gap-1 px-2 py-1 text-sm"
                aria-pressed={isCurrent(token)}
                onClick={() => pick(token)}
              >
                <TokenIcon src={token.logoUri} symbol={token.symbol} size={16} />
                {token.symbol}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex max-h-80 flex-col gap-3 overflow-y-auto">
        {lists.myTokensWithBalance.length > 0 ? (
          <section aria-labelledby={`${id}-mine`} className="flex flex-col gap-2">
            <h3 id={`${id}-mine`} className="text-sm font-medium text-latch-muted-fg">
              {t.yours()}
            </h3>
            <ul className="flex flex-col gap-2" data-testid="swap-my-tokens">
              {lists.myTokensWithBalance.map((token) => (
                <li key={token.address}>
                  <TokenRow token={token} current={isCurrent(token)} onPick={pick}>
                    <span className="flex flex-col items-end text-sm">
                      <span>{formatAmount(token.quantity, 4, locale)}</span>
                      <span className="text-latch-muted-fg">{formatUsd(token.value, locale)}</span>
                    </span>
                  </TokenRow>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby={`${id}-popular`} className="flex flex-col gap-2">
          <h3 id={`${id}-popular`} className="text-sm font-medium text-latch-muted-fg">
            {t.popular()}
          </h3>
          {lists.popularTokens.length === 0 ? (
            <p role="status" className="py-4 text-center text-sm text-latch-muted-fg">
              {swap.initializing ? t.loading() : t.noMatchSearch()}
            </p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="swap-popular-tokens">
              {lists.popularTokens.map((token) => (
                <li key={token.address}>
                  <TokenRow token={token} current={isCurrent(token)} onPick={pick} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}

function TokenRow(props: {
  token: SwapToken
  current: boolean
  onPick(token: SwapToken): void
  children?: React.ReactNode
}) {
  const { token } = props
  return (
    <button
      type="button"
      className="latch-list-item w-full text-start"
      aria-current={props.current || undefined}
      onClick={() => props.onPick(token)}
    >
      <TokenIcon src={token.logoUri} symbol={token.symbol} size={28} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{token.symbol}</span>
        {token.name ? <span className="truncate text-sm text-latch-muted-fg">{token.name}</span> : null}
      </span>
      {props.children}
    </button>
  )
}
