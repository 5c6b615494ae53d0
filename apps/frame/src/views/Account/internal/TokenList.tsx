'use client'

import { visibleBalances } from '@latch/shared-types'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { TokenIcon } from '@/components/TokenIcon'
import { formatAmount, formatUsd } from '@/format/formatUsd'
import accountMessages from '@/i18n/compiled/en/account'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'
import { balancesAtom, routerAtom } from '@/state/atoms'

/**
 * The Tokens tab: what the account holds on its network, with each value in USD. Another account's
 * balances (the Solana account's) show through `atom`, under their own `label` (and `loadingLabel`
 * while they load).
 */
export function TokenList(props: { atom?: typeof balancesAtom; label?: string; loadingLabel?: string }) {
  const t = useMessages(accountMessages)
  const { locale } = useAtomValue(localeAtom)
  const { atom = balancesAtom, label = t.tokens(), loadingLabel = t.loadingTokens() } = props
  const balances = useAtomValue(atom)
  const open = useAtomValue(routerAtom).open
  const tokens = visibleBalances(balances.tokens)
  const shown = tokens.length > 0
  // `npm run bench` times each open of Account until this mark, one frame after the tokens are in
  // the page: a reopen that finds them there already marks too.
  useEffect(() => {
    if (!shown || !open || atom !== balancesAtom) return
    const frame = requestAnimationFrame(() => performance.mark('latch:painted:tokens'))
    return () => cancelAnimationFrame(frame)
  }, [shown, open, atom])
  if (tokens.length === 0 && balances.loading)
    return (
      <ul aria-busy="true" aria-label={loadingLabel} className="flex flex-col gap-2">
        {[0, 1].map((row) => (
          <li key={row} className="latch-list-item h-14 motion-safe:animate-pulse" />
        ))}
      </ul>
    )
  if (tokens.length === 0)
    return (
      <p className="py-6 text-center text-sm text-latch-muted-fg">
        {balances.lastRetry === undefined ? t.noTokens() : t.balancesUnavailable()}
      </p>
    )
  return (
    <ul aria-label={label} className="flex flex-col gap-2" data-testid="token-list">
      {tokens.map((token) => (
        <li key={token.address} className="latch-list-item" data-testid="token-row">
          <TokenIcon src={token.logoUri} symbol={token.symbol} />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate font-semibold">{token.symbol}</span>
            <span className="text-sm text-latch-muted-fg" data-testid="token-quantity">
              {formatAmount(token.quantity.numeric, 4, locale)} {token.symbol}
            </span>
          </span>
          <span className="font-semibold" data-testid="token-value">
            {formatUsd(token.value, locale)}
          </span>
        </li>
      ))}
    </ul>
  )
}
