'use client'

import { limits } from '@latch/shared-types'
import { useAtomValue } from 'jotai'
import { NothingToReview, PreviewAmount, TransactionPreview } from '@/components/TransactionPreview'
import { useController } from '@/embed/ControllerContext'
import { formatPercent } from '@/format/formatPercent'
import { formatAmount, formatUsd } from '@/format/formatUsd'
import previewMessages from '@/i18n/compiled/en/preview'
import swapMessages from '@/i18n/compiled/en/swap'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'
import { connectionAtom, embeddedAccountAtom } from '@/state/atoms'
import { formatToAmount } from '@/swap/formatToAmount'
import { swapAtom } from '@/swap/swapAtom'
import { swapDetails } from '@/swap/swapDetails'
import { swapStatusMessage } from '@/swap/swapStatusMessage'
import { useQuoteRefresh } from '@/views/Swap/useQuoteRefresh'

/**
 * SwapPreview: what leaves the account and what arrives (6 decimals), with their USD values, the
 * fees, the slippage accepted and the minimum received; "Approve {symbol}" first when the router may
 * not spend the amount yet, then "Swap". While the wallet or the chain is waited on it says so, and
 * a refusal or failure is shown here, where the user can try again.
 */
export function SwapPreviewView() {
  const controller = useController()
  const t = useMessages(swapMessages)
  const previewText = useMessages(previewMessages)
  const { locale } = useAtomValue(localeAtom)
  const swap = useAtomValue(swapAtom)
  const connection = useAtomValue(connectionAtom)
  const embedded = useAtomValue(embeddedAccountAtom) !== undefined && connection.connector?.type === 'AUTH'
  const details = swapDetails(swap)
  useQuoteRefresh()
  const { sourceToken, toToken } = swap

  const preparing = swap.loadingBuildTransaction || swap.loadingApprovalTransaction || swap.loadingQuote
  const nothingBuilt = !swap.approvalTransaction && !swap.swapTransaction && !swap.loadingTransaction
  if (!sourceToken || !toToken || (nothingBuilt && !preparing))
    return <NothingToReview view="SwapPreview" what="swap" onBack={() => controller.goBack()} />

  const status = swapStatusMessage(swap, { embedded }, previewText, locale)
  const approving = swap.approvalTransaction !== undefined
  return (
    <TransactionPreview
      view="SwapPreview"
      name="swap"
      waiting={swap.loadingTransaction}
      status={status}
      error={swap.transactionError}
      notice={approving ? t.approveFirst({ symbol: sourceToken.symbol }) : undefined}
      action={{
        label: approving ? t.approve({ symbol: sourceToken.symbol }) : t.swap(),
        disabled: preparing || nothingBuilt,
        busy: preparing,
        run: () =>
          controller.use('swap', (flow) => (approving ? flow.approve() : flow.swap())).catch(() => undefined),
      }}
      onCancel={() => controller.use('swap', (flow) => flow.cancel()).catch(() => undefined)}
    >
      <PreviewAmount
        label={t.youPay()}
        token={sourceToken}
        amount={formatAmount(swap.sourceTokenAmount, sourceToken.decimals, locale)}
        usd={details.sourceUsd}
        testId="swap-preview-pay"
      />
      <PreviewAmount
        label={t.youReceive()}
        token={toToken}
        amount={formatAmount(formatToAmount(swap.toTokenAmount), 6, locale)}
        usd={details.toUsd}
        testId="swap-preview-receive"
      />
      <dl
        aria-live="polite"
        className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-2 rounded-xl bg-latch-muted px-3 py-2 text-sm"
      >
        <dt className="text-latch-muted-fg">{t.networkCost()}</dt>
        <dd data-testid="swap-preview-gas">
          {details.gasUsd === undefined ? '–' : formatUsd(details.gasUsd, locale)}
        </dd>
        <dt className="text-latch-muted-fg">{t.providerFee()}</dt>
        <dd data-testid="swap-preview-provider-fee">
          {formatPercent(limits.swap.providerFeeRate * 100, locale)}
          {details.providerFee === undefined
            ? ''
            : ` (${formatAmount(details.providerFee, 6, locale)} ${sourceToken.symbol})`}
        </dd>
        <dt className="text-latch-muted-fg">{t.priceImpact()}</dt>
        <dd data-testid="swap-preview-price-impact">
          {details.priceImpact === undefined
            ? '–'
            : formatPercent(Math.max(details.priceImpact, 0), locale, 2, true)}
        </dd>
        <dt className="text-latch-muted-fg">{t.maxSlippage()}</dt>
        <dd data-testid="swap-preview-slippage">{formatPercent(swap.slippage, locale)}</dd>
        <dt className="text-latch-muted-fg">{t.minimumReceived()}</dt>
        <dd data-testid="swap-preview-minimum">
          {details.minimumReceived === undefined
            ? '–'
            : `${formatAmount(formatToAmount(details.minimumReceived), 6, locale)} ${toToken.symbol}`}
        </dd>
      </dl>
    </TransactionPreview>
  )
}
