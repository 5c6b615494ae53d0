'use client'

import { type OnrampPaymentMethod, onrampProviders } from '@latch/shared-types'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId } from 'react'
import { AmountInput } from '@/components/AmountInput'
import { EthereumOnlyNotice } from '@/components/EthereumOnlyNotice'
import { TokenIcon } from '@/components/TokenIcon'
import { useController } from '@/embed/ControllerContext'
import { formatPercent } from '@/format/formatPercent'
import { formatAmount } from '@/format/formatUsd'
import inputErrorsMessages from '@/i18n/compiled/en/inputErrors'
import modalMessages from '@/i18n/compiled/en/modal'
import onrampMessages from '@/i18n/compiled/en/onramp'
import { localeAtom } from '@/i18n/localeAtom'
import { richText } from '@/i18n/richText'
import { useMessages } from '@/i18n/useMessages'
import type { OnrampQuoteResult, OnrampState } from '@/onramp/OnrampState'
import { onrampAmountText } from '@/onramp/onrampAmountText'
import { onrampAtom } from '@/onramp/onrampAtom'
import { onrampErrorText } from '@/onramp/onrampErrorText'
import {
  type OnrampAction,
  onrampBlocker,
  onrampReducer,
  purchaseCurrenciesOn,
  quoteInput,
} from '@/onramp/onrampReducer'
import { connectionAtom, networksAtom } from '@/state/atoms'

/** How long typing must pause before the providers are asked for quotes. */
const quoteDelayMs = 300

type Messages = (typeof onrampMessages)['onramp']

const methods: { id: OnrampPaymentMethod; label: 'card' | 'bankAccount' }[] = [
  { id: 'card', label: 'card' },
  { id: 'ach_bank_account', label: 'bankAccount' },
]

const tokenImage = (symbol: string) => `/api/public/getTokenImage/${encodeURIComponent(symbol)}`
const currencyImage = (id: string) => `/api/public/getCurrencyImage/${encodeURIComponent(id)}`

/**
 * OnRampProviders ("Buy Crypto"): the amount to pay and its currency, the token to buy, how to pay,
 * and the providers with their fee and a quote each. The payment limits are checked as the amount is
 * typed; while they fail, the reason shows and no provider can be chosen.
 */
export function OnRampProvidersView() {
  const controller = useController()
  const t = useMessages(onrampMessages)
  const errors = useMessages(inputErrorsMessages)
  const modalText = useMessages(modalMessages)
  const { locale } = useAtomValue(localeAtom)
  const onramp = useAtomValue(onrampAtom)
  const setOnramp = useSetAtom(onrampAtom)
  const { address, chainId } = useAtomValue(connectionAtom)
  const networks = useAtomValue(networksAtom)
  const id = useId()
  const dispatch = (action: OnrampAction) => setOnramp((state) => onrampReducer(state, action))
  const amountError = onramp.options ? onrampAmountText(onramp, t, errors, locale) : undefined
  const blocker = onrampBlocker(onramp)
  const input = quoteInput(onramp)
  const token = purchaseCurrenciesOn(onramp.options, onramp.network).find(
    (currency) => currency.id === onramp.purchaseCurrency,
  )
  const network = networks.find((candidate) => candidate.caipNetworkId === onramp.network)

  useEffect(() => {
    if (!address || !chainId) return
    controller.use('onramp', (flow) => flow.begin()).catch(() => undefined)
  }, [controller, address, chainId])

  const { quotesFor } = onramp
  useEffect(() => {
    if (!input || quotesFor === input) return
    const timer = setTimeout(() => {
      controller.use('onramp', (flow) => flow.quote()).catch(() => undefined)
    }, quoteDelayMs)
    return () => clearTimeout(timer)
  }, [controller, input, quotesFor])

  return (
    <div data-view="OnRampProviders" className="flex flex-col gap-3 py-1">
      <EthereumOnlyNotice feature="buy" />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-amount`} className="text-sm font-medium">
          {t.amount()}
        </label>
        <div className="flex gap-2">
          <AmountInput
            id={`${id}-amount`}
            placeholder="0.00"
            maxLength={20}
            value={onramp.amount}
            error={amountError ? `${id}-amount-error` : undefined}
            onChange={(amount) => dispatch({ type: 'setAmount', amount })}
          />
          <button
            type="button"
            className="latch-button-secondary inline-flex items-center gap-1"
            data-testid="onramp-currency"
            aria-label={t.changeCurrency({ currency: onramp.paymentCurrency })}
            disabled={!onramp.options}
            onClick={() => controller.push('OnRampFiatSelect')}
          >
            {/* biome-ignore lint/performance/noImgElement: the currency's image from the frame's own route */}
            <img
              src={currencyImage(onramp.paymentCurrency)}
              alt=""
              width={18}
              height={18}
              className="rounded-full"
            />
            {onramp.paymentCurrency}
          </button>
        </div>
        {amountError ? (
          <p
            id={`${id}-amount-error`}
            role="alert"
            className="text-sm text-latch-danger"
            data-testid="onramp-amount-error"
          >
            {amountError}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium">{t.youBuy()}</span>
        <button
          type="button"
          className="latch-list-item cursor-pointer text-start"
          data-testid="onramp-token"
          aria-label={
            token
              ? network
                ? t.changeTokenOn({ token: token.symbol, network: network.name })
                : t.changeToken({ token: token.symbol })
              : undefined
          }
          disabled={!onramp.options}
          onClick={() => controller.push('OnRampTokenSelect')}
        >
          {token ? (
            <>
              <TokenIcon src={tokenImage(token.symbol)} symbol={token.symbol} size={28} />
              <span className="flex-1 truncate">
                {network ? (
                  richText(t.tokenOn, {
                    token: <span className="font-semibold">{token.symbol}</span>,
                    network: <span className="text-sm text-latch-muted-fg">{network.name}</span>,
                  })
                ) : (
                  <span className="font-semibold">{token.symbol}</span>
                )}
              </span>
            </>
          ) : (
            <span className="flex-1 text-latch-muted-fg" aria-busy={!onramp.options}>
              {onramp.options ? t.selectToken() : modalText.loading()}
            </span>
          )}
          <span aria-hidden="true">›</span>
        </button>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t.payWith()}</legend>
        <div className="flex gap-2">
          {methods.map((method) => (
            <label key={method.id} className="latch-list-item flex-1 cursor-pointer has-[:checked]:outline">
              <input
                type="radio"
                name={`${id}-method`}
                value={method.id}
                checked={onramp.paymentMethod === method.id}
                onChange={() => dispatch({ type: 'pickPaymentMethod', method: method.id })}
                className="size-4 shrink-0 accent-latch-accent"
              />
              {t[method.label]()}
            </label>
          ))}
        </div>
      </fieldset>

      <section aria-label={t.providers()} className="flex flex-col gap-2">
        {onrampProviders.map((provider) => (
          <button
            key={provider.id}
            type="button"
            className="latch-list-item cursor-pointer flex-wrap text-start disabled:cursor-not-allowed disabled:opacity-60"
            data-testid={`onramp-provider-${provider.id}`}
            disabled={blocker !== undefined || onramp.opening !== undefined}
            aria-busy={onramp.opening === provider.id || undefined}
            onClick={() =>
              controller.use('onramp', (flow) => flow.choose(provider.id)).catch(() => undefined)
            }
          >
            <span className="flex-1 font-semibold">{provider.name}</span>{' '}
            <span className="latch-tag">
              {t.fee({ percent: formatPercent(provider.feeRate * 100, locale, 1) })}
            </span>{' '}
            <span className="w-full text-sm text-latch-muted-fg" data-testid="onramp-quote">
              {onramp.opening === provider.id
                ? t.opening()
                : blocker
                  ? ''
                  : quoteText(t, locale, onramp.quotes[provider.id], onramp)}
            </span>
          </button>
        ))}
      </section>

      {onramp.error ? (
        <p role="alert" className="text-sm text-latch-danger" data-testid="onramp-error">
          {onrampErrorText(onramp.error, t)}
        </p>
      ) : null}
    </div>
  )
}

// A failed quote's placeholder says nothing about what arrives: it shows what is paid, and says so.
function quoteText(
  t: Messages,
  locale: string,
  result: OnrampQuoteResult | undefined,
  onramp: OnrampState,
): string {
  if (!result || result.status === 'loading') return t.gettingQuote()
  const { paymentTotal, purchaseAmount } = result.quote
  if (result.status === 'placeholder')
    return t.estimateUnavailable({ amount: paymentTotal.amount, currency: paymentTotal.currency })
  return t.youGetAbout({
    amount: formatAmount(purchaseAmount.amount, 4, locale),
    currency: purchaseAmount.currency || (onramp.purchaseCurrency ?? ''),
  })
}
