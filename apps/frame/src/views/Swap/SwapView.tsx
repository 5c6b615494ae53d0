'use client'

import { limits, visibleBalances } from '@latch/shared-types'
import { useAtomValue, useSetAtom } from 'jotai'
import { type FormEvent, useEffect, useId } from 'react'
import { AmountInput } from '@/components/AmountInput'
import { EthereumOnlyNotice } from '@/components/EthereumOnlyNotice'
import { TokenIcon } from '@/components/TokenIcon'
import { useController } from '@/embed/ControllerContext'
import { formatPercent } from '@/format/formatPercent'
import { formatAmount, formatUsd } from '@/format/formatUsd'
import inputErrorsMessages from '@/i18n/compiled/en/inputErrors'
import modalMessages from '@/i18n/compiled/en/modal'
import swapMessages from '@/i18n/compiled/en/swap'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'
import { inputErrorText } from '@/send/inputErrorText'
import { selectToken } from '@/send/sendReducer'
import { balancesAtom, connectionAtom } from '@/state/atoms'
import { isSmartAccountAtom } from '@/state/isSmartAccountAtom'
import { formatToAmount } from '@/swap/formatToAmount'
import type { SwapSide, SwapToken } from '@/swap/SwapState'
import { swapAtom } from '@/swap/swapAtom'
import { swapDetails } from '@/swap/swapDetails'
import { type SwapAction, swapReducer } from '@/swap/swapReducer'
import { validateSwap } from '@/swap/validateSwap'
import { useQuoteRefresh } from './useQuoteRefresh'

/** The provider's fee in percent, as the details show it. */
const providerFeePercent = limits.swap.providerFeeRate * 100

/** How long typing must pause before the amount is quoted. */
const quoteDelayMs = 200

/**
 * Swap: what is paid (a token button opening SwapSelectToken, the amount, Max) and what is received
 * (its token button and the quote, 6 decimals), each with its USD value; a button switches them; the
 * details (rate, price impact, the provider fee, the slippage accepted, the network cost) follow the
 * quote, and the action button names the input error or says "Review swap".
 */
export function SwapView() {
  const controller = useController()
  const t = useMessages(swapMessages)
  const modalText = useMessages(modalMessages)
  const errors = useMessages(inputErrorsMessages)
  const { locale } = useAtomValue(localeAtom)
  const swap = useAtomValue(swapAtom)
  const setSwap = useSetAtom(swapAtom)
  const balances = visibleBalances(useAtomValue(balancesAtom).tokens)
  const { address, chainId } = useAtomValue(connectionAtom)
  const id = useId()
  const dispatch = (action: SwapAction) => setSwap((state) => swapReducer(state, action))
  const details = swapDetails(swap)
  const isSmartAccount = useAtomValue(isSmartAccountAtom)
  const inputError = validateSwap(swap, { address, balances, isSmartAccount })
  const building = swap.loadingQuote || swap.loadingApprovalTransaction || swap.loadingBuildTransaction
  const ready = !inputError && !building && (swap.approvalTransaction ?? swap.swapTransaction) !== undefined
  const held = (token: SwapToken | undefined) =>
    token && balances.find((balance) => balance.address.toLowerCase() === token.address.toLowerCase())

  useEffect(() => {
    if (!address || !chainId) return
    controller.use('swap', (flow) => flow.begin()).catch(() => undefined)
  }, [controller, address, chainId])

  // A quote once typing pauses; every edit bumps quoteSeq, so this runs again after each.
  const { quoteSeq, toTokenAmount, loadingQuote, noQuote, initialized } = swap
  useEffect(() => {
    if (!initialized || toTokenAmount !== '' || loadingQuote || noQuote) return
    const timer = setTimeout(() => {
      controller.use('swap', (flow) => flow.quote(quoteSeq)).catch(() => undefined)
    }, quoteDelayMs)
    return () => clearTimeout(timer)
  }, [controller, initialized, quoteSeq, toTokenAmount, loadingQuote, noQuote])
  useQuoteRefresh()

  // `npm run bench` times an amount typed until this mark, one frame after its quote is painted.
  const paintedQuote = loadingQuote ? '' : toTokenAmount
  useEffect(() => {
    if (!paintedQuote) return
    const frame = requestAnimationFrame(() => performance.mark('latch:painted:quote'))
    return () => cancelAnimationFrame(frame)
  }, [paintedQuote])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ready) controller.use('swap', (flow) => flow.review())
  }
  const select = (side: SwapSide) =>
    controller.use('swap', (flow) => flow.select(side)).catch(() => undefined)
  const sourceHeld = held(swap.sourceToken)
  const toHeld = held(swap.toToken)
  const label =
    (inputError && inputErrorText(inputError.error, errors)) ??
    (swap.initializing ? modalText.loading() : building ? t.gettingQuote() : t.review())

  return (
    <form
      data-view="Swap"
      className="flex flex-col gap-2 py-1"
      onSubmit={submit}
      noValidate
      aria-busy={swap.initializing || undefined}
    >
      <EthereumOnlyNotice feature="swap" />
      <section
        aria-labelledby={`${id}-pay`}
        className="flex flex-col gap-2 rounded-xl bg-latch-muted px-3 py-3"
      >
        <div className="flex items-center justify-between gap-2">
          <label id={`${id}-pay`} htmlFor={`${id}-pay-amount`} className="text-sm font-medium">
            {t.youPay()}
          </label>
          {sourceHeld ? (
            <span className="text-xs text-latch-muted-fg" data-testid="swap-source-balance">
              {t.balance({ amount: formatAmount(sourceHeld.quantity.numeric, 4, locale) })}
            </span>
          ) : null}
        </div>
        {/* In a long language, what does not fit beside the amount (Max, the token's button) takes a
            second line. */}
        <div className="flex flex-wrap items-center gap-2">
          <AmountInput
            id={`${id}-pay-amount`}
            large
            value={swap.sourceTokenAmount}
            error={inputError && inputError.error !== selectToken ? `${id}-error` : undefined}
            describedBy={`${id}-error`}
            disabled={swap.loadingTransaction}
            onChange={(amount) => dispatch({ type: 'setAmount', amount })}
          />
          <button
            type="button"
            className="latch-button-secondary"
            disabled={!sourceHeld || swap.loadingTransaction}
            onClick={() => controller.use('swap', (flow) => flow.fillMax())}
          >
            {t.max()}
          </button>
          <TokenButton side="source" token={swap.sourceToken} onClick={select} />
        </div>
        <p className="text-sm text-latch-muted-fg" data-testid="swap-source-usd">
          {details.sourceUsd === undefined ? '\u00a0' : formatUsd(details.sourceUsd, locale)}
        </p>
      </section>

      <div className="-my-3 flex justify-center">
        <button
          type="button"
          aria-label={t.switchTokens()}
          className="latch-button-secondary z-10 size-9 rounded-full p-0"
          disabled={!swap.initialized || swap.initializing || swap.loadingTransaction}
          onClick={() => controller.use('swap', (flow) => flow.switchTokens()).catch(() => undefined)}
        >
          <span aria-hidden="true">↓↑</span>
        </button>
      </div>

      <section
        aria-labelledby={`${id}-receive`}
        className="flex flex-col gap-2 rounded-xl bg-latch-muted px-3 py-3"
      >
        <div className="flex items-center justify-between gap-2">
          <label id={`${id}-receive`} htmlFor={`${id}-receive-amount`} className="text-sm font-medium">
            {t.youReceive()}
          </label>
          {toHeld ? (
            <span className="text-xs text-latch-muted-fg">
              {t.balance({ amount: formatAmount(toHeld.quantity.numeric, 4, locale) })}
            </span>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <input
            id={`${id}-receive-amount`}
            type="text"
            readOnly
            placeholder="0"
            className="latch-input min-w-0 flex-1 text-lg"
            value={formatToAmount(swap.toTokenAmount)}
            aria-busy={swap.loadingQuote || undefined}
          />
          <TokenButton side="to" token={swap.toToken} onClick={select} />
        </div>
        <p className="text-sm text-latch-muted-fg" data-testid="swap-to-usd">
          {details.toUsd === undefined ? '\u00a0' : formatUsd(details.toUsd, locale)}
        </p>
      </section>

      <div aria-live="polite" className="text-sm">
        {swap.loadingQuote ? <p className="text-latch-muted-fg">{t.gettingQuote()}</p> : null}
        {swap.toToken && swap.sourceToken && details.rate !== undefined && !swap.loadingQuote ? (
          <dl
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl px-1 py-1"
            data-testid="swap-details"
          >
            <dt className="text-latch-muted-fg">{t.rate()}</dt>
            <dd data-testid="swap-rate">
              1 {swap.sourceToken.symbol} = {formatAmount(String(details.rate), 6, locale)}{' '}
              {swap.toToken.symbol}
            </dd>
            <dt className="text-latch-muted-fg">{t.priceImpact()}</dt>
            <dd data-testid="swap-price-impact">
              {details.priceImpact === undefined
                ? '–'
                : formatPercent(Math.max(details.priceImpact, 0), locale, 2, true)}
            </dd>
            <dt className="text-latch-muted-fg">{t.providerFee()}</dt>
            <dd data-testid="swap-provider-fee">
              {formatPercent(providerFeePercent, locale)}
              {details.providerFeeUsd === undefined ? '' : ` (${formatUsd(details.providerFeeUsd, locale)})`}
            </dd>
            <dt className="text-latch-muted-fg">{t.maxSlippage()}</dt>
            <dd data-testid="swap-slippage">
              {formatPercent(swap.slippage, locale)}
              {details.maxSlippage === undefined
                ? ''
                : ` (${formatAmount(details.maxSlippage, 6, locale)} ${swap.toToken.symbol})`}
            </dd>
            <dt className="text-latch-muted-fg">{t.networkCost()}</dt>
            <dd data-testid="swap-gas">
              {details.gasUsd === undefined ? '–' : formatUsd(details.gasUsd, locale)}
            </dd>
          </dl>
        ) : null}
      </div>

      <div id={`${id}-error`} className="min-h-5 text-sm">
        {inputError?.detail ? (
          <p role="alert" className="text-latch-danger" data-testid="swap-input-detail">
            {inputErrorText(inputError.detail, errors)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="latch-button" disabled={!ready} aria-busy={building || undefined}>
        {label}
      </button>
    </form>
  )
}

function TokenButton(props: { side: SwapSide; token: SwapToken | undefined; onClick(side: SwapSide): void }) {
  const { side, token } = props
  const t = useMessages(swapMessages)
  const label = token
    ? (side === 'source' ? t.changePayToken : t.changeReceiveToken)({ token: token.symbol })
    : side === 'source'
      ? t.selectPayToken()
      : t.selectReceiveToken()
  return (
    <button
      type="button"
      className="latch-button-secondary flex shrink-0 items-center gap-2"
      data-testid={`swap-${side}-token`}
      aria-label={label}
      onClick={() => props.onClick(side)}
    >
      {token ? <TokenIcon src={token.logoUri} symbol={token.symbol} size={20} /> : null}
      <span>{token ? token.symbol : t.selectToken()}</span>
    </button>
  )
}
