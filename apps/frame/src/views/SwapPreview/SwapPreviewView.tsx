'use client'

import { useAtomValue } from 'jotai'
import { PausedReason } from '@/approvals/PausedReason'
import { useApprovalGuard } from '@/approvals/useApprovalGuard'
import { TokenIcon } from '@/components/TokenIcon'
import { useController } from '@/embed/ControllerContext'
import { formatAmount, formatUsd } from '@/format/formatUsd'
import { connectionAtom, embeddedAccountAtom } from '@/state/atoms'
import { formatToAmount } from '@/swap/formatToAmount'
import type { SwapToken } from '@/swap/SwapState'
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
  // Acts only while the frame is really visible: a host page cannot steer a click onto it.
  const guard = useApprovalGuard<HTMLButtonElement>()
  const swap = useAtomValue(swapAtom)
  const connection = useAtomValue(connectionAtom)
  const embedded = useAtomValue(embeddedAccountAtom) !== undefined && connection.connector?.type === 'AUTH'
  const details = swapDetails(swap)
  useQuoteRefresh()
  const { sourceToken, toToken } = swap

  const preparing = swap.loadingBuildTransaction || swap.loadingApprovalTransaction || swap.loadingQuote
  const nothingBuilt = !swap.approvalTransaction && !swap.swapTransaction && !swap.loadingTransaction
  if (!sourceToken || !toToken || (nothingBuilt && !preparing))
    return (
      <div data-view="SwapPreview" className="flex flex-col gap-3 py-2 text-center">
        <p className="text-sm text-latch-muted-fg">There is no swap to review yet.</p>
        <button type="button" className="latch-button-secondary" onClick={() => controller.goBack()}>
          Back
        </button>
      </div>
    )

  const waiting = swap.loadingTransaction
  const status = swapStatusMessage(swap, { embedded })
  const approving = swap.approvalTransaction !== undefined
  const action = approving ? `Approve ${sourceToken.symbol}` : 'Swap'
  return (
    <div data-view="SwapPreview" className="flex flex-col gap-3 py-1">
      <Amount
        label="You pay"
        token={sourceToken}
        amount={formatAmount(swap.sourceTokenAmount, sourceToken.decimals)}
        usd={details.sourceUsd}
        testId="swap-preview-pay"
      />
      <Amount
        label="You receive"
        token={toToken}
        amount={formatAmount(formatToAmount(swap.toTokenAmount), 6)}
        usd={details.toUsd}
        testId="swap-preview-receive"
      />
      <dl
        aria-live="polite"
        className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-2 rounded-xl bg-latch-muted px-3 py-2 text-sm"
      >
        <dt className="text-latch-muted-fg">Network cost</dt>
        <dd data-testid="swap-preview-gas">
          {details.gasUsd === undefined ? '–' : formatUsd(details.gasUsd)}
        </dd>
        <dt className="text-latch-muted-fg">Provider fee</dt>
        <dd data-testid="swap-preview-provider-fee">
          0.85%
          {details.providerFee === undefined
            ? ''
            : ` (${formatAmount(details.providerFee, 6)} ${sourceToken.symbol})`}
        </dd>
        <dt className="text-latch-muted-fg">Price impact</dt>
        <dd data-testid="swap-preview-price-impact">
          {details.priceImpact === undefined ? '–' : `${Math.max(details.priceImpact, 0).toFixed(2)}%`}
        </dd>
        <dt className="text-latch-muted-fg">Max. slippage</dt>
        <dd data-testid="swap-preview-slippage">{swap.slippage}%</dd>
        <dt className="text-latch-muted-fg">Minimum received</dt>
        <dd data-testid="swap-preview-minimum">
          {details.minimumReceived === undefined
            ? '–'
            : `${formatAmount(formatToAmount(details.minimumReceived), 6)} ${toToken.symbol}`}
        </dd>
      </dl>
      {approving && !waiting ? (
        <p className="text-center text-sm text-latch-muted-fg">
          First allow the swap to spend your {sourceToken.symbol}; the swap itself follows.
        </p>
      ) : null}
      {waiting && status ? (
        <p
          role="status"
          aria-busy="true"
          className="text-center text-sm font-semibold"
          data-testid="swap-waiting"
        >
          {status}
        </p>
      ) : null}
      {swap.transactionError && !waiting ? (
        <p role="alert" className="text-sm text-latch-danger" data-testid="swap-error">
          {swap.transactionError}
        </p>
      ) : null}
      <div className="mt-1 flex gap-2">
        <button
          type="button"
          className="latch-button-secondary flex-1"
          disabled={waiting}
          onClick={() => controller.use('swap', (flow) => flow.cancel()).catch(() => undefined)}
        >
          Cancel
        </button>
        <button
          type="button"
          className="latch-button flex-1"
          ref={guard.ref}
          disabled={waiting || preparing || nothingBuilt}
          aria-busy={waiting || preparing || undefined}
          aria-disabled={!guard.allowed}
          aria-describedby={guard.reason ? 'swap-paused' : undefined}
          onClick={() => {
            if (guard.allows())
              controller
                .use('swap', (flow) => (approving ? flow.approve() : flow.swap()))
                .catch(() => undefined)
          }}
        >
          {action}
        </button>
      </div>
      <PausedReason id="swap-paused" reason={guard.reason} />
    </div>
  )
}

function Amount(props: {
  label: string
  token: SwapToken
  amount: string
  usd: number | undefined
  testId: string
}) {
  return (
    <section aria-label={props.label} className="flex items-center gap-3 rounded-xl bg-latch-muted px-3 py-3">
      <TokenIcon src={props.token.logoUri} symbol={props.token.symbol} />
      <p className="flex flex-1 flex-col">
        <span className="text-sm text-latch-muted-fg">{props.label}</span>
        <span className="text-lg font-semibold" data-testid={props.testId}>
          {props.amount} {props.token.symbol}
        </span>
        {props.usd === undefined ? null : (
          <span className="text-sm text-latch-muted-fg">{formatUsd(props.usd)}</span>
        )}
      </p>
    </section>
  )
}
