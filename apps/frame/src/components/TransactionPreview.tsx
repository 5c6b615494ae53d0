'use client'

import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { PausedReason } from '@/approvals/PausedReason'
import { useApprovalGuard } from '@/approvals/useApprovalGuard'
import { TokenIcon } from '@/components/TokenIcon'
import { formatUsd } from '@/format/formatUsd'
import modalMessages from '@/i18n/compiled/en/modal'
import previewMessages from '@/i18n/compiled/en/preview'
import signInMessages from '@/i18n/compiled/en/signIn'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'

/**
 * The review of a transaction the frame sends for the account (SwapPreview, WalletSendPreview):
 * what it moves (`children`), a line while the wallet or the chain is waited on, a note and an
 * error once it is not, and Cancel beside the action. The action acts only while the frame is
 * really visible (docs/approvals.md): a host page cannot steer a click onto it. `name` prefixes the
 * test ids (`swap-waiting`, `send-error`, ...).
 *
 * @example
 * <TransactionPreview view="WalletSendPreview" name="send" waiting={sending} status={status} action={{ label: 'Confirm', run: confirm }} onCancel={cancel}>
 *   <PreviewAmount label="You send" token={token} amount="5 USDL" usd={5} testId="send-preview-amount" />
 * </TransactionPreview>
 */
export function TransactionPreview(props: {
  view: string
  name: string
  children: ReactNode
  /** Whether the wallet or the chain is waited on: nothing can be cancelled or started meanwhile. */
  waiting: boolean
  /** What is waited on, said while it is. */
  status?: string | undefined
  /** A remark once nothing is waited on (a decline in the wallet). */
  note?: string | undefined
  error?: string | undefined
  /** Said above the buttons while nothing is waited on (what the action will do first). */
  notice?: string | undefined
  action: { label: string; run(): void; disabled?: boolean; busy?: boolean }
  onCancel(): void
}) {
  const guard = useApprovalGuard<HTMLButtonElement>()
  const { cancel } = useMessages(signInMessages)
  const { name, waiting: busy, action } = props
  return (
    <div data-view={props.view} className="flex flex-col gap-3 py-1">
      {props.children}
      {props.notice && !busy ? (
        <p className="text-center text-sm text-latch-muted-fg">{props.notice}</p>
      ) : null}
      {busy && props.status ? (
        <p
          role="status"
          aria-busy="true"
          className="text-center text-sm font-semibold"
          data-testid={`${name}-waiting`}
        >
          {props.status}
        </p>
      ) : null}
      {props.note && !busy ? (
        <p role="status" className="text-center text-sm text-latch-muted-fg" data-testid={`${name}-note`}>
          {props.note}
        </p>
      ) : null}
      {props.error && !busy ? (
        <p role="alert" className="text-sm text-latch-danger" data-testid={`${name}-error`}>
          {props.error}
        </p>
      ) : null}
      <div className="mt-1 flex gap-2">
        <button
          type="button"
          className="latch-button-secondary flex-1"
          disabled={busy}
          onClick={props.onCancel}
        >
          {cancel()}
        </button>
        <button
          ref={guard.ref}
          type="button"
          className="latch-button flex-1"
          disabled={busy || action.disabled}
          aria-busy={busy || action.busy || undefined}
          aria-disabled={!guard.allowed}
          aria-describedby={guard.reason ? `${name}-paused` : undefined}
          onClick={() => {
            if (guard.allows()) action.run()
          }}
        >
          {action.label}
        </button>
      </div>
      <PausedReason id={`${name}-paused`} reason={guard.reason} />
    </div>
  )
}

/**
 * One side of what a transaction moves: the token's icon, the amount and symbol, its USD value.
 *
 * @example
 * <PreviewAmount label="You pay" token={sourceToken} amount="1" usd={3000} testId="swap-preview-pay" />
 */
export function PreviewAmount(props: {
  label: string
  token: { logoUri?: string | undefined; symbol: string }
  amount: string
  usd: number | undefined
  testId: string
  usdTestId?: string
}) {
  const { locale } = useAtomValue(localeAtom)
  return (
    <section aria-label={props.label} className="flex items-center gap-3 rounded-xl bg-latch-muted px-3 py-3">
      <TokenIcon src={props.token.logoUri} symbol={props.token.symbol} />
      <p className="flex flex-1 flex-col">
        <span className="text-sm text-latch-muted-fg">{props.label}</span>
        <span className="text-lg font-semibold" data-testid={props.testId}>
          {props.amount} {props.token.symbol}
        </span>
        {props.usd === undefined ? null : (
          <span className="text-sm text-latch-muted-fg" data-testid={props.usdTestId}>
            {formatUsd(props.usd, locale)}
          </span>
        )}
      </p>
    </section>
  )
}

/**
 * What a preview shows when there is nothing to review (opened by `open({ view })`, or after a
 * reload): says so, with the way back.
 *
 * @example
 * if (!send.resolved) return <NothingToReview view="WalletSendPreview" what="send" onBack={controller.goBack} />
 */
export function NothingToReview(props: { view: string; what: 'swap' | 'send'; onBack(): void }) {
  const t = useMessages(previewMessages)
  const { back } = useMessages(modalMessages)
  return (
    <div data-view={props.view} className="flex flex-col gap-3 py-2 text-center">
      <p className="text-sm text-latch-muted-fg">
        {props.what === 'swap' ? t.nothingSwap() : t.nothingSend()}
      </p>
      <button type="button" className="latch-button-secondary" onClick={props.onBack}>
        {back()}
      </button>
    </div>
  )
}
