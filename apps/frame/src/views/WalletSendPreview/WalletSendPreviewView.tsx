'use client'

import { visibleBalances } from '@latch/shared-types'
import { useAtomValue } from 'jotai'
import { formatUnits } from 'viem'
import { PausedReason } from '@/approvals/PausedReason'
import { useApprovalGuard } from '@/approvals/useApprovalGuard'
import { TokenIcon } from '@/components/TokenIcon'
import { useController } from '@/embed/ControllerContext'
import { formatAmount, formatUsd } from '@/format/formatUsd'
import { isNativeToken } from '@/networks/nativeTokenAddress'
import { parseDecimalAmount } from '@/send/parseDecimalAmount'
import { balancesAtom, connectionAtom, embeddedAccountAtom, networksAtom, sendAtom } from '@/state/atoms'

/** docs/behaviour.md#states-and-transitions: what an external wallet's user reads while the wallet asks them. */
const confirmInWallet = 'Confirm transaction in your wallet'

/**
 * WalletSendPreview: what will leave the account (amount, token, USD), to whom (the name and the
 * full address), on which network, and the fee in the network coin and USD; Confirm sends, Cancel
 * goes back to editing. While the wallet or the chain is waited on, it says so.
 */
export function WalletSendPreviewView() {
  const controller = useController()
  // Acts only while the frame is really visible: a host page cannot steer a click onto it.
  const guard = useApprovalGuard<HTMLButtonElement>()
  const send = useAtomValue(sendAtom)
  const balances = useAtomValue(balancesAtom)
  const connection = useAtomValue(connectionAtom)
  const networks = useAtomValue(networksAtom)
  const embedded = useAtomValue(embeddedAccountAtom)
  const isEmbedded = embedded !== undefined && connection.connector?.type === 'AUTH'
  const network = networks.find((candidate) => candidate.id === connection.chainId)
  const tokens = visibleBalances(balances.tokens)
  const token = tokens.find((candidate) => candidate.address === send.token)
  const native = tokens.find(isNativeToken)
  const amount = token ? parseDecimalAmount(send.amount, token.decimals) : undefined
  const waiting = send.step === 'confirming' || send.step === 'sent'

  if (!token || !amount?.ok || !send.resolved || !send.fee)
    return (
      <div data-view="WalletSendPreview" className="flex flex-col gap-3 py-2 text-center">
        <p className="text-sm text-latch-muted-fg">There is no send to review yet.</p>
        <button type="button" className="latch-button-secondary" onClick={() => controller.goBack()}>
          Back
        </button>
      </div>
    )

  const sent = formatAmount(formatUnits(amount.value, token.decimals), token.decimals)
  const nativeSymbol = network?.nativeCurrency.symbol ?? native?.symbol ?? 'ETH'
  const feeNative = formatUnits(send.fee.feeWei, network?.nativeCurrency.decimals ?? 18)
  return (
    <div data-view="WalletSendPreview" className="flex flex-col gap-3 py-1">
      <section aria-label="You send" className="flex items-center gap-3 rounded-xl bg-latch-muted px-3 py-3">
        <TokenIcon src={token.logoUri} symbol={token.symbol} />
        <p className="flex flex-1 flex-col">
          <span className="text-lg font-semibold" data-testid="send-preview-amount">
            {sent} {token.symbol}
          </span>
          <span className="text-sm text-latch-muted-fg" data-testid="send-preview-usd">
            {formatUsd(Number(formatUnits(amount.value, token.decimals)) * token.price)}
          </span>
        </p>
      </section>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 rounded-xl bg-latch-muted px-3 py-2 text-sm">
        <dt className="text-latch-muted-fg">To</dt>
        <dd className="flex flex-col" data-testid="send-preview-to">
          {send.resolved.name ? <span className="font-semibold">{send.resolved.name}</span> : null}
          <span className="break-all font-mono">{send.resolved.address}</span>
        </dd>
        <dt className="text-latch-muted-fg">Network</dt>
        <dd data-testid="send-preview-network">{network?.name ?? `Chain ${connection.chainId ?? '?'}`}</dd>
        <dt className="text-latch-muted-fg">Network fee</dt>
        <dd data-testid="send-preview-fee">
          {formatAmount(feeNative, 8)} {nativeSymbol}
          {native && native.price > 0 ? ` (${formatUsd(Number(feeNative) * native.price)})` : ''}
        </dd>
      </dl>
      {send.step === 'confirming' ? (
        <p
          role="status"
          aria-busy="true"
          className="text-center text-sm font-semibold"
          data-testid="send-waiting"
        >
          {isEmbedded ? 'Approve the transaction to send it' : confirmInWallet}
        </p>
      ) : send.step === 'sent' ? (
        <p
          role="status"
          aria-busy="true"
          className="text-center text-sm font-semibold"
          data-testid="send-waiting"
        >
          Sending: waiting for the network to include the transaction…
        </p>
      ) : null}
      {send.note && !waiting ? (
        <p role="status" className="text-center text-sm text-latch-muted-fg" data-testid="send-note">
          {send.note}
        </p>
      ) : null}
      {send.error && !waiting ? (
        <p role="alert" className="text-sm text-latch-danger" data-testid="send-error">
          {send.error}
        </p>
      ) : null}
      <div className="mt-1 flex gap-2">
        <button
          type="button"
          className="latch-button-secondary flex-1"
          disabled={waiting}
          onClick={() => controller.use('send', (flow) => flow.cancel()).catch(() => undefined)}
        >
          Cancel
        </button>
        <button
          ref={guard.ref}
          type="button"
          className="latch-button flex-1"
          disabled={waiting}
          aria-busy={waiting || undefined}
          aria-disabled={!guard.allowed}
          aria-describedby={guard.reason ? 'send-paused' : undefined}
          onClick={() => {
            if (guard.allows()) controller.use('send', (flow) => flow.confirm()).catch(() => undefined)
          }}
        >
          {waiting ? 'Sending…' : 'Confirm'}
        </button>
      </div>
      <PausedReason id="send-paused" reason={guard.reason} />
    </div>
  )
}
