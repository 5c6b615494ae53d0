'use client'

import { onrampProviders } from '@latch/shared-types'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { TokenIcon } from '@/components/TokenIcon'
import { useController } from '@/embed/ControllerContext'
import { formatAmount } from '@/format/formatUsd'
import connectMessages from '@/i18n/compiled/en/connect'
import onrampMessages from '@/i18n/compiled/en/onramp'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'
import { checkoutWindow } from '@/onramp/checkoutWindow'
import { onrampAtom } from '@/onramp/onrampAtom'
import { balancesAtom } from '@/state/atoms'

/**
 * BuyInProgress: the purchase made in the provider's checkout, followed (every 2 s while shown) until
 * the tokens arrived, which it then shows, or the payment failed, which it says, with "Try again".
 */
export function BuyInProgressView() {
  const controller = useController()
  const t = useMessages(onrampMessages)
  const connectText = useMessages(connectMessages)
  const { locale } = useAtomValue(localeAtom)
  const { purchase } = useAtomValue(onrampAtom)
  const tokens = useAtomValue(balancesAtom).tokens
  const sessionId = purchase?.sessionId

  useEffect(() => {
    if (!sessionId) return
    let stop: (() => void) | undefined
    let hidden = false
    controller
      .use('onramp', (flow) => {
        if (!hidden) stop = flow.follow()
      })
      .catch(() => undefined)
    return () => {
      hidden = true
      stop?.()
    }
  }, [controller, sessionId])

  const done = () => controller.use('onramp', (flow) => flow.done()).catch(() => undefined)
  const doneButton = (
    <button type="button" className="latch-button" onClick={done}>
      {t.done()}
    </button>
  )
  if (!purchase)
    return (
      <div data-view="BuyInProgress" className="flex flex-col gap-3 py-2 text-center">
        <p className="text-sm text-latch-muted-fg">{t.noPurchase()}</p>
        {doneButton}
      </div>
    )

  const provider = onrampProviders.find((candidate) => candidate.id === purchase.provider)
  const symbol = purchase.purchaseCurrency
  const logo =
    tokens.find((token) => token.symbol === symbol)?.logoUri ??
    `/api/public/getTokenImage/${encodeURIComponent(symbol)}`
  const { status, purchased, estimate, paymentTotal } = purchase

  return (
    <div data-view="BuyInProgress" className="flex flex-col gap-3 py-2 text-center">
      {status === 'waiting' ? (
        <h3 className="font-semibold">{t.completeIn({ provider: provider?.name ?? purchase.provider })}</h3>
      ) : null}

      {status === 'success' ? (
        <div className="flex flex-col items-center gap-2" role="status">
          <TokenIcon src={logo} symbol={symbol} size={48} />
          <p className="text-lg font-semibold" data-testid="onramp-arrived">
            {t.arrived({
              amount: formatAmount(purchased?.amount ?? '0', 4, locale),
              currency: purchased?.currency ?? symbol,
            })}
          </p>
        </div>
      ) : status === 'failed' ? (
        <p role="alert" className="text-sm text-latch-danger" data-testid="onramp-failure">
          {purchase.failureReason ?? t.paymentFailed()}
        </p>
      ) : (
        <p role="status" aria-busy="true" className="text-sm" data-testid="onramp-status">
          {status === 'pending' ? t.pending({ symbol }) : t.waiting()}
        </p>
      )}

      {status === 'success' ? null : (
        <dl className="grid grid-cols-2 gap-1 text-start text-sm">
          <dt className="text-latch-muted-fg">{t.youPay()}</dt>
          <dd className="text-end" data-testid="onramp-pay">
            {paymentTotal.amount} {paymentTotal.currency}
          </dd>
          <dt className="text-latch-muted-fg">{t.youGet()}</dt>
          <dd className="text-end" data-testid="onramp-get">
            {estimate ? `≈ ${formatAmount(estimate.amount, 4, locale)} ${estimate.currency}` : symbol}
          </dd>
        </dl>
      )}

      {status === 'waiting' ? (
        purchase.blocked ? (
          <>
            <p className="text-sm text-latch-muted-fg">{t.blocked()}</p>
            <a
              href={purchase.url}
              target={checkoutWindow.name}
              rel="noopener noreferrer"
              className="latch-button-secondary"
            >
              {t.openCheckout()}
            </a>
          </>
        ) : (
          <button
            type="button"
            className="latch-button-secondary"
            onClick={() => controller.use('onramp', (flow) => flow.reopen()).catch(() => undefined)}
          >
            {t.openAgain()}
          </button>
        )
      ) : null}
      {status === 'failed' ? (
        <button
          type="button"
          className="latch-button-secondary"
          onClick={() => controller.use('onramp', (flow) => flow.retry()).catch(() => undefined)}
        >
          {connectText.tryAgain()}
        </button>
      ) : null}
      {doneButton}
    </div>
  )
}
