'use client'

import { useAtomValue } from 'jotai'
import { formatEther } from 'viem'
import type { DescribedCall, RequestDescription, TreeNode } from '@/approvals/describeRequest'
import { approvalsAtom } from '@/controller/atoms'
import { useController } from '@/embed/ControllerContext'
import { shortAddress } from '@/format/shortAddress'
import { type ApprovalDetails, useApprovalDetails } from './useApprovalDetails'

const asks = {
  personal_sign: 'sign a message',
  eth_signTypedData_v4: 'sign typed data',
  eth_sendTransaction: 'send a transaction',
} as const

/**
 * ApproveTransaction: an unsafe request of the host to the embedded wallet, in plain words: who asks
 * (the origin the handshake verified, never the dapp's own metadata), what is asked and what it will
 * do. Every text from the request is rendered as text. Approve signs in the frame; Reject refuses.
 */
export function ApproveTransactionView() {
  const controller = useController()
  const approval = useAtomValue(approvalsAtom)[0]
  const details = useApprovalDetails(approval)
  if (!approval) return <div data-view="ApproveTransaction" />
  const { description } = details
  const method = approval.request.method as keyof typeof asks
  return (
    <div data-view="ApproveTransaction" className="flex flex-col gap-3 py-1">
      <p className="text-center text-base font-semibold">
        <span data-testid="approve-origin" className="break-all">
          {approval.origin}
        </span>{' '}
        asks you to {asks[method] ?? approval.request.method}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2 text-sm">
        <dt className="text-latch-muted-fg">Account</dt>
        <dd className="font-mono" title={approval.request.address}>
          {shortAddress(approval.request.address)}
        </dd>
        <dt className="text-latch-muted-fg">Network</dt>
        <dd>{details.networkName}</dd>
      </dl>
      {details.unreadable ? (
        <p role="alert" className="text-sm font-semibold text-latch-danger">
          Latch cannot read this request, so it cannot be approved: {details.unreadable}
        </p>
      ) : description ? (
        <Description description={description} details={details} />
      ) : null}
      <div className="mt-1 flex gap-2">
        <button
          type="button"
          className="latch-button-secondary flex-1"
          onClick={() => controller.withEmbedded((flow) => flow.answerApproval(false))}
        >
          Reject
        </button>
        <button
          type="button"
          className="latch-button flex-1"
          disabled={!description}
          onClick={() => controller.withEmbedded((flow) => flow.answerApproval(true))}
        >
          Approve
        </button>
      </div>
    </div>
  )
}

function Description({
  description,
  details,
}: {
  description: RequestDescription
  details: ApprovalDetails
}) {
  switch (description.method) {
    case 'personal_sign':
      return (
        <section aria-label="Message" className="flex flex-col gap-1">
          <h3 className="text-sm text-latch-muted-fg">
            Message{description.message.format === 'hex' ? ' (not text, shown as hex)' : ''}
          </h3>
          <pre
            data-testid="approve-message"
            className="max-h-48 overflow-auto whitespace-pre-wrap break-all rounded-xl bg-latch-muted p-3 text-sm"
          >
            {description.message.format === 'text' ? description.message.text : description.message.hex}
          </pre>
        </section>
      )
    case 'eth_signTypedData_v4':
      return (
        <section aria-label="Typed data" className="flex flex-col gap-2 text-sm">
          <Warnings warnings={description.warnings} />
          <h3 className="text-latch-muted-fg">Domain</h3>
          <Tree nodes={description.domain} />
          <h3 className="text-latch-muted-fg">{description.primaryType}</h3>
          <Tree nodes={description.message} />
          {description.truncated ? (
            <p className="text-latch-muted-fg">More is signed than shown here.</p>
          ) : null}
        </section>
      )
    case 'eth_sendTransaction':
      return (
        <section aria-label="Transaction" className="flex flex-col gap-2 text-sm">
          <Warnings warnings={[...description.warnings, ...callWarning(description.call)]} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2">
            <dt className="text-latch-muted-fg">To</dt>
            <dd className="break-all font-mono" data-testid="approve-to">
              {description.to ?? 'New contract'}
            </dd>
            <dt className="text-latch-muted-fg">Value</dt>
            <dd data-testid="approve-value">
              {description.value.formatted} {description.value.symbol}
              {description.value.usd ? ` (${description.value.usd})` : ''}
            </dd>
            {description.call ? (
              <>
                <dt className="text-latch-muted-fg">Does</dt>
                <dd data-testid="approve-call">
                  <CallText call={description.call} />
                </dd>
              </>
            ) : null}
            <dt className="text-latch-muted-fg">Fee</dt>
            <dd data-testid="approve-fee">
              {!details.fee
                ? 'Estimating…'
                : details.fee.reverted
                  ? `Would fail: ${details.fee.reason}`
                  : `${formatEther(details.fee.feeWei)} ETH${details.fee.feeUsd ? ` (${details.fee.feeUsd})` : ''}`}
            </dd>
          </dl>
          <h3 className="text-latch-muted-fg">Balance changes</h3>
          <BalanceChanges details={details} />
        </section>
      )
  }
}

function callWarning(call: DescribedCall | undefined): string[] {
  return call && 'warning' in call && call.warning ? [call.warning] : []
}

function CallText({ call }: { call: DescribedCall }) {
  switch (call.kind) {
    case 'erc20Transfer':
      return (
        <>
          Sends {call.amount.formatted} {call.token.symbol} to{' '}
          <span className="font-mono">{shortAddress(call.recipient)}</span>
        </>
      )
    case 'erc20Approve':
      return (
        <>
          Lets <span className="font-mono">{shortAddress(call.spender)}</span> spend{' '}
          {call.unlimited ? 'an unlimited amount of' : call.amount.formatted} {call.token.symbol}
        </>
      )
    case 'swap':
      return (
        <>
          Swaps {call.input.bound === 'exact' ? '' : `${call.input.bound} `}
          {call.input.amount.formatted} {call.input.symbol} for{' '}
          {call.output.bound === 'exact' ? '' : `${call.output.bound} `}
          {call.output.amount.formatted} {call.output.symbol} ({call.path.join(' → ')})
        </>
      )
    case 'contractCall':
      return (
        <>
          {call.label} <span className="font-mono">{call.selector}</span>
        </>
      )
  }
}

function BalanceChanges({ details }: { details: ApprovalDetails }) {
  const { changes } = details
  if (!changes) return <p className="text-latch-muted-fg">Simulating…</p>
  if (changes.reverted)
    return (
      <p role="alert" className="font-semibold text-latch-danger" data-testid="approve-changes">
        The transaction would fail: {changes.reason}
      </p>
    )
  if (changes.changes.length === 0)
    return (
      <p className="text-latch-muted-fg" data-testid="approve-changes">
        No balance of yours changes (besides the fee).
      </p>
    )
  return (
    <ul className="flex flex-col gap-1" data-testid="approve-changes">
      {changes.changes.map((change) => (
        <li
          key={change.address}
          className={`flex justify-between rounded-lg bg-latch-muted px-3 py-1 ${change.delta < 0n ? 'text-latch-danger' : 'text-latch-success'}`}
        >
          <span>{change.symbol}</span>
          <span className="font-mono">{change.formatted}</span>
        </li>
      ))}
    </ul>
  )
}

function Warnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null
  return (
    <ul
      role="alert"
      className="flex flex-col gap-1 rounded-xl border border-latch-danger px-3 py-2 text-latch-danger"
    >
      {warnings.map((warning) => (
        <li key={warning}>{warning}</li>
      ))}
    </ul>
  )
}

function Tree({ nodes }: { nodes: TreeNode[] }) {
  return (
    <ul className="flex flex-col gap-0.5 rounded-xl bg-latch-muted px-3 py-2">
      {nodes.map((node, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: typed data may repeat a key in arrays; the order is the identity.
        <li key={`${node.key}:${index}`}>
          <span className="text-latch-muted-fg">{node.key}: </span>
          {'value' in node ? <span className="break-all">{node.value}</span> : <Tree nodes={node.children} />}
        </li>
      ))}
    </ul>
  )
}
