'use client'

import { useAtomValue } from 'jotai'
import { useRef, useState } from 'react'
import type {
  DescribedBatch,
  DescribedBitcoinTransaction,
  DescribedGrant,
  DescribedMessage,
  DescribedNearTransaction,
  DescribedSolanaTransaction,
  RequestDescription,
  TreeNode,
} from '@/approvals/describeRequest'
import { PausedReason } from '@/approvals/PausedReason'
import { sendLimitCheck } from '@/approvals/sendLimitCheck'
import { sendWorth, type UsdPrices } from '@/approvals/sendWorth'
import { useApprovalGuard } from '@/approvals/useApprovalGuard'
import { SecondFactorCodeField } from '@/components/SecondFactorCodeField'
import { useController } from '@/embed/ControllerContext'
import { formatExpiry } from '@/format/formatExpiry'
import { shortAddress } from '@/format/shortAddress'
import { approvalsAtom, sendLimitAtom } from '@/state/atoms'
import { approvalSummary, asks, callText, callWarning, feeText, solanaFeeText } from './approvalSummary'
import { bitcoinFeeText, bitcoinInputText, bitcoinOutputText } from './bitcoinTransactionText'
import { solanaInstructionText } from './solanaInstructionText'
import { type ApprovalDetails, useApprovalDetails } from './useApprovalDetails'
import { useBitcoinApprovalDetails } from './useBitcoinApprovalDetails'
import { useNearApprovalDetails } from './useNearApprovalDetails'
import { useSolanaApprovalDetails } from './useSolanaApprovalDetails'

// Another namespace's request is priced by what it is, not by prices (sendWorth).
const noPrices: UsdPrices = new Map()

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * ApproveTransaction: an unsafe request of the host to the embedded wallet, in plain words: who asks
 * (the origin the handshake verified, never the dapp's own metadata), what is asked and what it will
 * do. Every text from the request is rendered as text. Approve signs in the frame (after the visitor
 * confirms in a popup where the browser cannot report the frame's visibility); Reject refuses. A
 * request worth more than the wallet's send limit is approved with a code of its second factor.
 */
export function ApproveTransactionView() {
  const controller = useController()
  const approval = useAtomValue(approvalsAtom)[0]
  const request = approval?.request
  const solana = request?.namespace === 'solana' ? request : undefined
  const bitcoin = request?.namespace === 'bip122' ? request : undefined
  const near = request?.namespace === 'near' ? request : undefined
  const evmDetails = useApprovalDetails(
    request?.namespace === undefined || request.namespace === 'eip155' ? request : undefined,
  )
  const solanaDetails = useSolanaApprovalDetails(solana)
  const bitcoinDetails = useBitcoinApprovalDetails(bitcoin)
  const nearDetails = useNearApprovalDetails(near, approval?.origin)
  const details = solana ? solanaDetails : bitcoin ? bitcoinDetails : near ? nearDetails : evmDetails
  // Approve acts only while the frame is really visible: a host page cannot steer a click onto it.
  const guard = useApprovalGuard<HTMLButtonElement>()
  const shown = useRef(approval?.id)
  shown.current = approval?.id
  const limit = useAtomValue(sendLimitAtom)
  // The code typed for this request: another request starts with an empty field.
  const [typed, setTyped] = useState<{ id?: string; code: string; busy: boolean; error?: string }>({
    code: '',
    busy: false,
  })
  if (!approval) return <div data-view="ApproveTransaction" />
  const { description } = details
  const entry = typed.id === approval.id ? typed : { id: approval.id, code: '', busy: false }
  const prices =
    details.prices ?? (request?.namespace && request.namespace !== 'eip155' ? noPrices : undefined)
  const check = sendLimitCheck(limit, description && prices ? sendWorth(description, prices) : undefined)
  const code = entry.code.trim()
  // Where the factor is a passkey, Approve confirms with one (in the click) unless a recovery code is typed.
  const byPasskey = limit.step === 'known' && limit.kind === 'passkey'
  const approveWithFactor = (asked: string) => {
    const { error: _shown, ...rest } = entry
    setTyped({ ...rest, busy: true })
    controller
      .use('embedded', (flow) =>
        !code && byPasskey ? flow.approveWithPasskey() : flow.approveWithSecondFactor(code),
      )
      .catch((error: unknown) => {
        if (shown.current === asked) setTyped({ ...entry, busy: false, error: message(error) })
      })
  }
  return (
    <div data-view="ApproveTransaction" className="flex flex-col gap-3 py-1">
      <p className="text-center text-base font-semibold">
        <span data-testid="approve-origin" className="break-all">
          {approval.origin}
        </span>{' '}
        asks you to {asks[approval.request.method] ?? approval.request.method}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2 text-sm">
        <dt className="text-latch-muted-fg">Account</dt>
        <dd title={approval.request.address} data-testid="approve-account">
          <span className="font-mono">{shortAddress(approval.request.address)}</span>
          {approval.request.accountType === 'smartAccount' ? ' (smart account)' : ''}
        </dd>
        <dt className="text-latch-muted-fg">Network</dt>
        <dd>{details.networkName}</dd>
      </dl>
      {details.unreadable ? (
        <p role="alert" className="text-sm font-semibold text-latch-danger">
          Latch cannot read this request, so it cannot be approved: {details.unreadable}
        </p>
      ) : description ? (
        <Description
          description={description}
          details={details}
          sponsored={approval.request.sponsored === true}
        />
      ) : null}
      {check.step === 'code' ? (
        <section
          aria-label="Send limit"
          className="flex flex-col gap-2 rounded-xl border border-latch-border p-3 text-sm"
        >
          <p data-testid="approve-send-limit">
            {check.reason}{' '}
            {byPasskey
              ? 'Approve confirms it with one of your passkeys, or type a recovery code.'
              : 'Approve it with a code from your authenticator app, or a recovery code.'}
          </p>
          <SecondFactorCodeField
            kind={byPasskey ? 'passkey' : 'totp'}
            value={entry.code}
            onChange={(code) => setTyped({ ...entry, code })}
            error={entry.error}
            disabled={entry.busy}
          />
        </section>
      ) : null}
      {check.step === 'waiting' && description ? (
        <p aria-busy="true" className="text-center text-sm text-latch-muted-fg">
          Checking the send limit of this wallet…
        </p>
      ) : null}
      <div className="mt-1 flex gap-2">
        <button
          type="button"
          className="latch-button-secondary flex-1"
          onClick={() => controller.use('embedded', (flow) => flow.answerApproval(false))}
        >
          Reject
        </button>
        <button
          ref={guard.ref}
          type="button"
          className="latch-button flex-1"
          disabled={
            !description ||
            check.step === 'waiting' ||
            (check.step === 'code' && ((!code && !byPasskey) || entry.busy))
          }
          aria-disabled={!guard.allowed}
          aria-describedby={guard.reason ? 'approve-paused' : undefined}
          onClick={() => {
            const asked = approval.id
            guard
              .confirm(() => approvalSummary(approval, details))
              .then((decision) => {
                // The popup answers this request only, not one that took its place meanwhile.
                if (decision === 'refused' || shown.current !== asked) return
                if (decision === 'approved' && check.step === 'code') approveWithFactor(asked)
                else controller.use('embedded', (flow) => flow.answerApproval(decision === 'approved'))
              })
          }}
        >
          {entry.busy ? (byPasskey && !code ? 'Waiting for your passkey…' : 'Checking the code…') : 'Approve'}
        </button>
      </div>
      <PausedReason id="approve-paused" reason={guard.reason} />
    </div>
  )
}

/** A message to sign, as text (or hex where it holds characters that do not print), rendered as text. */
function MessageText({ message }: { message: DescribedMessage }) {
  return (
    <>
      <h3 className="text-latch-muted-fg">
        Message{message.format === 'hex' ? ' (not text, shown as hex)' : ''}
      </h3>
      <pre
        data-testid="approve-message"
        className="max-h-48 overflow-auto whitespace-pre-wrap break-all rounded-xl bg-latch-muted p-3"
      >
        {message.format === 'text' ? message.text : message.hex}
      </pre>
    </>
  )
}

/** A NEAR transaction in words: where it goes, what leaves the account, its gas and each action. */
function NearTransactionDetails({ description }: { description: DescribedNearTransaction }) {
  return (
    <section aria-label="Transaction" className="flex flex-col gap-2 text-sm">
      <Warnings warnings={description.warnings} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2">
        <dt className="text-latch-muted-fg">To</dt>
        <dd className="break-all" data-testid="approve-to">
          {description.receiver}
        </dd>
        <dt className="text-latch-muted-fg">Sends</dt>
        <dd data-testid="approve-value">{description.deposit}</dd>
        {description.gas === undefined ? null : (
          <>
            <dt className="text-latch-muted-fg">Gas</dt>
            <dd>up to {description.gas}</dd>
          </>
        )}
      </dl>
      <h3 className="text-latch-muted-fg">Actions</h3>
      <ol data-testid="approve-actions" className="flex list-decimal flex-col gap-1 ps-5">
        {description.actions.map((action, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transaction may repeat an action; its place is its identity.
          <li key={index} className="break-words">
            {action.text}
            {action.args ? (
              <pre className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-latch-muted p-2 text-xs">
                {action.args.format === 'text' ? action.args.text : action.args.hex}
              </pre>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

function Description({
  description,
  details,
  sponsored,
}: {
  description: RequestDescription
  details: ApprovalDetails
  /** The project pays the gas (a smart account's paymaster): the user pays no fee. */
  sponsored: boolean
}) {
  switch (description.method) {
    case 'personal_sign':
    case 'solana_signMessage':
    case 'bip122_signMessage':
      return (
        <section aria-label="Message" className="flex flex-col gap-1 text-sm">
          <MessageText message={description.message} />
        </section>
      )
    case 'near_signMessage':
      return (
        <section aria-label="Message" className="flex flex-col gap-2 text-sm">
          <Warnings warnings={description.warnings} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2">
            <dt className="text-latch-muted-fg">For</dt>
            <dd className="break-all" data-testid="approve-recipient">
              {description.recipient}
            </dd>
            {description.callbackUrl === undefined ? null : (
              <>
                <dt className="text-latch-muted-fg">Callback</dt>
                <dd className="break-all">{description.callbackUrl}</dd>
              </>
            )}
            <dt className="text-latch-muted-fg">Nonce</dt>
            <dd className="break-all font-mono text-xs">{description.nonce}</dd>
          </dl>
          <MessageText message={description.message} />
        </section>
      )
    case 'near_signTransaction':
      return <NearTransactionDetails description={description} />
    case 'near_signTransactions':
      return (
        <div className="flex flex-col gap-3">
          {description.transactions.map((transaction, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the transactions are signed in this order; its place is its identity.
            <div key={index} className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold">
                Transaction {index + 1} of {description.transactions.length}
              </h3>
              <NearTransactionDetails description={transaction} />
            </div>
          ))}
        </div>
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
                <dd data-testid="approve-call">{callText(description.call)}</dd>
              </>
            ) : null}
            <dt className="text-latch-muted-fg">Fee</dt>
            <dd data-testid="approve-fee">{feeText(details, sponsored)}</dd>
          </dl>
          <h3 className="text-latch-muted-fg">Balance changes</h3>
          <BalanceChanges details={details} />
        </section>
      )
    case 'wallet_sendCalls':
    case 'eth_sendUserOperation':
      return <Batch batch={description} details={details} />
    case 'wallet_grantPermissions':
      return <Grant grant={description} />
    case 'wallet_revokePermissions':
      return (
        <section aria-label="Revoke" className="flex flex-col gap-2 text-sm" data-testid="approve-revoke">
          <p>
            The session key loses{' '}
            {description.permissionIds.length === 1 ? 'this permission' : 'these permissions'} for good: its
            requests are refused from now on.
          </p>
          <ul className="flex flex-col gap-1 rounded-xl bg-latch-muted px-3 py-2 font-mono">
            {description.permissionIds.map((id) => (
              <li key={id} title={id}>
                {shortAddress(id)}
              </li>
            ))}
          </ul>
        </section>
      )
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return <SolanaTransaction transaction={description} details={details} />
    case 'bip122_sendTransfer':
    case 'bip122_signPsbt':
      return <BitcoinTransaction transaction={description} />
  }
}

// A Bitcoin transaction: what it sends, each output it pays (change and memo named), the fee with
// its rate, and the outputs it spends.
function BitcoinTransaction({ transaction }: { transaction: DescribedBitcoinTransaction }) {
  return (
    <section aria-label="Transaction" className="flex flex-col gap-2 text-sm">
      <Warnings warnings={transaction.warnings} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2">
        <dt className="text-latch-muted-fg">Sends</dt>
        <dd data-testid="approve-value">{transaction.sends.formatted} BTC</dd>
        <dt className="text-latch-muted-fg">Fee</dt>
        <dd data-testid="approve-fee">{bitcoinFeeText(transaction)}</dd>
      </dl>
      <ol className="flex flex-col gap-1" data-testid="approve-outputs">
        {transaction.outputs.map((output, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transaction may pay one address twice; its place is its identity.
          <li key={index} className="break-all rounded-xl bg-latch-muted px-3 py-2">
            {index + 1}. {bitcoinOutputText(output)}
          </li>
        ))}
      </ol>
      <details className="rounded-xl bg-latch-muted px-3 py-2">
        <summary className="cursor-pointer text-latch-muted-fg">
          Spends {transaction.inputs.length} {transaction.inputs.length === 1 ? 'output' : 'outputs'}
        </summary>
        <ul className="mt-1 flex flex-col gap-0.5 break-all" data-testid="approve-inputs">
          {transaction.inputs.map((input, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the inputs' order is the transaction's.
            <li key={index}>{bitcoinInputText(input)}</li>
          ))}
        </ul>
      </details>
    </section>
  )
}

// A Solana transaction: who pays the fee, each instruction in words, the fee, the accounts it may
// change and this account's simulated balance changes.
function SolanaTransaction({
  transaction,
  details,
}: {
  transaction: DescribedSolanaTransaction
  details: ApprovalDetails
}) {
  return (
    <section aria-label="Transaction" className="flex flex-col gap-2 text-sm">
      <Warnings warnings={transaction.warnings} />
      <ol className="flex flex-col gap-1" data-testid="approve-instructions">
        {transaction.instructions.map((instruction, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transaction may repeat an instruction; its place is its identity.
          <li key={index} className="break-words rounded-xl bg-latch-muted px-3 py-2">
            {index + 1}. {solanaInstructionText(instruction)}
          </li>
        ))}
      </ol>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2">
        <dt className="text-latch-muted-fg">Fee payer</dt>
        <dd className="break-all font-mono" title={transaction.feePayer}>
          {transaction.feePayer === transaction.account ? 'This account' : transaction.feePayer}
        </dd>
        <dt className="text-latch-muted-fg">Fee</dt>
        <dd data-testid="approve-fee">{solanaFeeText(details)}</dd>
      </dl>
      <details className="rounded-xl bg-latch-muted px-3 py-2">
        <summary className="cursor-pointer text-latch-muted-fg">
          Accounts it may change ({transaction.writable.length})
        </summary>
        <ul className="mt-1 flex flex-col gap-0.5 break-all font-mono" data-testid="approve-writable">
          {transaction.writable.map((account) => (
            <li key={account}>{account}</li>
          ))}
        </ul>
      </details>
      <h3 className="text-latch-muted-fg">Balance changes</h3>
      <BalanceChanges details={details} />
    </section>
  )
}

// The grant in plain words: which key, until when (in the user's locale), and for each permission the
// contract, its function and how much of which token in all.
function Grant({ grant }: { grant: DescribedGrant }) {
  const warnings = grant.permissions.flatMap((permission) => (permission.warning ? [permission.warning] : []))
  return (
    <section
      aria-label="Session permissions"
      className="flex flex-col gap-2 text-sm"
      data-testid="approve-grant"
    >
      <Warnings warnings={warnings} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2">
        <dt className="text-latch-muted-fg">Key</dt>
        <dd className="break-all font-mono" data-testid="approve-key">
          {grant.key}
        </dd>
        <dt className="text-latch-muted-fg">Until</dt>
        <dd data-testid="approve-expiry">{formatExpiry(grant.expiry)}</dd>
      </dl>
      <h3 className="text-latch-muted-fg">The key may, without asking you</h3>
      <ul className="flex flex-col gap-1" data-testid="approve-permissions">
        {grant.permissions.map((permission) => (
          <li
            key={`${permission.contract}:${permission.selector}`}
            className="rounded-lg bg-latch-muted px-3 py-1"
          >
            <p className="font-semibold">{permission.text}</p>
            <p className="text-latch-muted-fg">
              Contract {permission.contractName ? `${permission.contractName} ` : ''}
              <span className="break-all font-mono">{permission.contract}</span>, function{' '}
              <span className="break-all font-mono">{permission.function}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="text-latch-muted-fg">You can revoke them at any time in Sessions, from your account.</p>
    </section>
  )
}

// A batch: every call in order (its recipient, value and what it does), who pays the gas, and the
// balance changes of all the calls together.
function Batch({ batch, details }: { batch: DescribedBatch; details: ApprovalDetails }) {
  const request = useAtomValue(approvalsAtom)[0]?.request
  const atomic = request?.accountType === 'smartAccount'
  return (
    <section aria-label="Calls" className="flex flex-col gap-2 text-sm">
      <Warnings warnings={batch.warnings} />
      <p className="text-latch-muted-fg" data-testid="approve-batch-mode">
        {batch.calls.length} {batch.calls.length === 1 ? 'call' : 'calls'}
        {atomic ? ', run together: all of them or none.' : ', sent one by one: each pays its own fee.'}
      </p>
      <ol className="flex flex-col gap-1" data-testid="approve-calls">
        {batch.calls.map((call, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a batch may repeat a call; its place is its identity.
          <li key={index} className="rounded-xl bg-latch-muted px-3 py-2" data-testid="approve-batch-call">
            <p className="font-semibold">
              {index + 1}.{' '}
              {call.call ? callText(call.call) : `Sends ${call.value.formatted} ${call.value.symbol}`}
            </p>
            <p className="break-all text-latch-muted-fg">
              To <span className="font-mono">{call.to}</span>
              {call.value.raw > 0n && call.call ? `, with ${call.value.formatted} ${call.value.symbol}` : ''}
            </p>
          </li>
        ))}
      </ol>
      <p data-testid="approve-fee">
        <span className="text-latch-muted-fg">Fee </span>
        {request?.sponsored ? 'Sponsored: the app pays the network fee' : 'Paid from this account'}
      </p>
      <h3 className="text-latch-muted-fg">Balance changes</h3>
      <BalanceChanges details={details} />
    </section>
  )
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
