'use client'

import { useAtomValue } from 'jotai'
import { useRef, useState } from 'react'
import type { ApprovalWarning } from '@/approvals/ApprovalWarning'
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
import approveMessages from '@/i18n/compiled/en/approve'
import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import settingsMessages from '@/i18n/compiled/en/settings'
import { localeAtom } from '@/i18n/localeAtom'
import { richText } from '@/i18n/richText'
import { useMessages } from '@/i18n/useMessages'
import { approvalsAtom, sendLimitAtom } from '@/state/atoms'
import { approvalSummary, asks, callText, feeText, solanaFeeText } from './approvalSummary'
import { bitcoinFeeText, bitcoinInputText, bitcoinOutputText, btc } from './bitcoinTransactionText'
import { nearActionText } from './nearActionText'
import { permissionText } from './permissionText'
import { sendLimitText } from './sendLimitText'
import { solanaInstructionText } from './solanaInstructionText'
import { type ApprovalDetails, useApprovalDetails } from './useApprovalDetails'
import { useBitcoinApprovalDetails } from './useBitcoinApprovalDetails'
import { useNearApprovalDetails } from './useNearApprovalDetails'
import { useSolanaApprovalDetails } from './useSolanaApprovalDetails'
import { warningText } from './warningText'

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
  const t = useMessages(approveMessages)
  const { sendLimit } = useMessages(settingsMessages)
  const { waitingPasskey } = useMessages(emailCodeMessages)
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
  const { locale } = useAtomValue(localeAtom)
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
        {richText(asks(t, approval.request.method), {
          origin: (
            <span data-testid="approve-origin" className="break-all">
              {approval.origin}
            </span>
          ),
        })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2 text-sm">
        <dt className="text-latch-muted-fg">{t.account()}</dt>
        <dd title={approval.request.address} data-testid="approve-account">
          <span className="font-mono">{shortAddress(approval.request.address)}</span>
          {approval.request.accountType === 'smartAccount' ? ` ${t.smartAccount()}` : ''}
        </dd>
        <dt className="text-latch-muted-fg">{t.network()}</dt>
        <dd>{details.networkName}</dd>
      </dl>
      {details.unreadable ? (
        <p role="alert" className="text-sm font-semibold text-latch-danger">
          {t.unreadable({ reason: details.unreadable })}
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
          aria-label={sendLimit()}
          className="flex flex-col gap-2 rounded-xl border border-latch-border p-3 text-sm"
        >
          <p data-testid="approve-send-limit">
            {sendLimitText(check.reason, t, locale)} {byPasskey ? t.limitPasskey() : t.limitCode()}
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
          {t.checkingLimit()}
        </p>
      ) : null}
      <div className="mt-1 flex gap-2">
        <button
          type="button"
          className="latch-button-secondary flex-1"
          onClick={() => controller.use('embedded', (flow) => flow.answerApproval(false))}
        >
          {t.reject()}
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
              .confirm(() => approvalSummary(approval, details, t))
              .then((decision) => {
                // The popup answers this request only, not one that took its place meanwhile.
                if (decision === 'refused' || shown.current !== asked) return
                if (decision === 'approved' && check.step === 'code') approveWithFactor(asked)
                else controller.use('embedded', (flow) => flow.answerApproval(decision === 'approved'))
              })
          }}
        >
          {entry.busy ? (byPasskey && !code ? waitingPasskey() : t.checkingCode()) : t.approve()}
        </button>
      </div>
      <PausedReason id="approve-paused" reason={guard.reason} />
    </div>
  )
}

/** A message to sign, as text (or hex where it holds characters that do not print), rendered as text. */
function MessageText({ message }: { message: DescribedMessage }) {
  const t = useMessages(approveMessages)
  return (
    <>
      <h3 className="text-latch-muted-fg">{message.format === 'hex' ? t.messageHex() : t.message()}</h3>
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
  const t = useMessages(approveMessages)
  return (
    <section aria-label={t.transaction()} className="flex flex-col gap-2 text-sm">
      <Warnings warnings={description.warnings} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2">
        <dt className="text-latch-muted-fg">{t.to()}</dt>
        <dd className="break-all" data-testid="approve-to">
          {description.receiver}
        </dd>
        <dt className="text-latch-muted-fg">{t.sends()}</dt>
        <dd data-testid="approve-value">{description.deposit}</dd>
        {description.gas === undefined ? null : (
          <>
            <dt className="text-latch-muted-fg">{t.gas()}</dt>
            <dd>{t.upTo({ gas: description.gas })}</dd>
          </>
        )}
      </dl>
      <h3 className="text-latch-muted-fg">{t.actions()}</h3>
      <ol data-testid="approve-actions" className="flex list-decimal flex-col gap-1 ps-5">
        {description.actions.map((action, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transaction may repeat an action; its place is its identity.
          <li key={index} className="break-words">
            {nearActionText(action, t)}
            {action.kind === 'functionCall' ? (
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
  const t = useMessages(approveMessages)
  switch (description.method) {
    case 'personal_sign':
    case 'solana_signMessage':
    case 'bip122_signMessage':
      return (
        <section aria-label={t.message()} className="flex flex-col gap-1 text-sm">
          <MessageText message={description.message} />
        </section>
      )
    case 'near_signMessage':
      return (
        <section aria-label={t.message()} className="flex flex-col gap-2 text-sm">
          <Warnings warnings={description.warnings} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2">
            <dt className="text-latch-muted-fg">{t.for()}</dt>
            <dd className="break-all" data-testid="approve-recipient">
              {description.recipient}
            </dd>
            {description.callbackUrl === undefined ? null : (
              <>
                <dt className="text-latch-muted-fg">{t.callback()}</dt>
                <dd className="break-all">{description.callbackUrl}</dd>
              </>
            )}
            <dt className="text-latch-muted-fg">{t.nonce()}</dt>
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
                {t.transactionOf({ index: index + 1, count: description.transactions.length })}
              </h3>
              <NearTransactionDetails description={transaction} />
            </div>
          ))}
        </div>
      )
    case 'eth_signTypedData_v4':
      return (
        <section aria-label={t.typedData()} className="flex flex-col gap-2 text-sm">
          <Warnings warnings={description.warnings} />
          <h3 className="text-latch-muted-fg">{t.domain()}</h3>
          <Tree nodes={description.domain} />
          <h3 className="text-latch-muted-fg">{description.primaryType}</h3>
          <Tree nodes={description.message} />
          {description.truncated ? <p className="text-latch-muted-fg">{t.moreSigned()}</p> : null}
        </section>
      )
    case 'eth_sendTransaction':
      return (
        <section aria-label={t.transaction()} className="flex flex-col gap-2 text-sm">
          <Warnings warnings={description.warnings} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2">
            <dt className="text-latch-muted-fg">{t.to()}</dt>
            <dd className="break-all font-mono" data-testid="approve-to">
              {description.to ?? t.newContract()}
            </dd>
            <dt className="text-latch-muted-fg">{t.value()}</dt>
            <dd data-testid="approve-value">
              {description.value.formatted} {description.value.symbol}
              {description.value.usd ? ` (${description.value.usd})` : ''}
            </dd>
            {description.call ? (
              <>
                <dt className="text-latch-muted-fg">{t.does()}</dt>
                <dd data-testid="approve-call">{callText(description.call, t)}</dd>
              </>
            ) : null}
            <dt className="text-latch-muted-fg">{t.fee()}</dt>
            <dd data-testid="approve-fee">{feeText(details, sponsored, t)}</dd>
          </dl>
          <h3 className="text-latch-muted-fg">{t.balanceChanges()}</h3>
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
        <section aria-label={t.revoke()} className="flex flex-col gap-2 text-sm" data-testid="approve-revoke">
          <p>{t.revokeText({ count: description.permissionIds.length })}</p>
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
  const t = useMessages(approveMessages)
  return (
    <section aria-label={t.transaction()} className="flex flex-col gap-2 text-sm">
      <Warnings warnings={transaction.warnings} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2">
        <dt className="text-latch-muted-fg">{t.sends()}</dt>
        <dd data-testid="approve-value">{btc(transaction.sends)}</dd>
        <dt className="text-latch-muted-fg">{t.fee()}</dt>
        <dd data-testid="approve-fee">{bitcoinFeeText(transaction, t)}</dd>
      </dl>
      <ol className="flex flex-col gap-1" data-testid="approve-outputs">
        {transaction.outputs.map((output, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transaction may pay one address twice; its place is its identity.
          <li key={index} className="break-all rounded-xl bg-latch-muted px-3 py-2">
            {index + 1}. {bitcoinOutputText(output, t)}
          </li>
        ))}
      </ol>
      <details className="rounded-xl bg-latch-muted px-3 py-2">
        <summary className="cursor-pointer text-latch-muted-fg">
          {t.spendsOutputs({ count: transaction.inputs.length })}
        </summary>
        <ul className="mt-1 flex flex-col gap-0.5 break-all" data-testid="approve-inputs">
          {transaction.inputs.map((input, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the inputs' order is the transaction's.
            <li key={index}>{bitcoinInputText(input, t)}</li>
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
  const t = useMessages(approveMessages)
  return (
    <section aria-label={t.transaction()} className="flex flex-col gap-2 text-sm">
      <Warnings warnings={transaction.warnings} />
      <ol className="flex flex-col gap-1" data-testid="approve-instructions">
        {transaction.instructions.map((instruction, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transaction may repeat an instruction; its place is its identity.
          <li key={index} className="break-words rounded-xl bg-latch-muted px-3 py-2">
            {index + 1}. {solanaInstructionText(instruction, t)}
          </li>
        ))}
      </ol>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2">
        <dt className="text-latch-muted-fg">{t.feePayer()}</dt>
        <dd className="break-all font-mono" title={transaction.feePayer}>
          {transaction.feePayer === transaction.account ? t.thisAccount() : transaction.feePayer}
        </dd>
        <dt className="text-latch-muted-fg">{t.fee()}</dt>
        <dd data-testid="approve-fee">{solanaFeeText(details, t)}</dd>
      </dl>
      <details className="rounded-xl bg-latch-muted px-3 py-2">
        <summary className="cursor-pointer text-latch-muted-fg">
          {t.writable({ count: transaction.writable.length })}
        </summary>
        <ul className="mt-1 flex flex-col gap-0.5 break-all font-mono" data-testid="approve-writable">
          {transaction.writable.map((account) => (
            <li key={account}>{account}</li>
          ))}
        </ul>
      </details>
      <h3 className="text-latch-muted-fg">{t.balanceChanges()}</h3>
      <BalanceChanges details={details} />
    </section>
  )
}

// The grant in plain words: which key, until when (in the user's locale), and for each permission the
// contract, its function and how much of which token in all.
function Grant({ grant }: { grant: DescribedGrant }) {
  const t = useMessages(approveMessages)
  const { locale } = useAtomValue(localeAtom)
  const warnings = grant.permissions.flatMap((permission) => (permission.warning ? [permission.warning] : []))
  return (
    <section
      aria-label={t.sessionPermissions()}
      className="flex flex-col gap-2 text-sm"
      data-testid="approve-grant"
    >
      <Warnings warnings={warnings} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-latch-muted px-3 py-2">
        <dt className="text-latch-muted-fg">{t.key()}</dt>
        <dd className="break-all font-mono" data-testid="approve-key">
          {grant.key}
        </dd>
        <dt className="text-latch-muted-fg">{t.until()}</dt>
        <dd data-testid="approve-expiry">{formatExpiry(grant.expiry, { locale })}</dd>
      </dl>
      <h3 className="text-latch-muted-fg">{t.keyMay()}</h3>
      <ul className="flex flex-col gap-1" data-testid="approve-permissions">
        {grant.permissions.map((permission) => (
          <li
            key={`${permission.contract}:${permission.selector}`}
            className="rounded-lg bg-latch-muted px-3 py-1"
          >
            <p className="font-semibold">{permissionText(permission, t)}</p>
            <p className="text-latch-muted-fg">
              {richText(t.permissionOn, {
                contract: (
                  <>
                    {permission.contractName ? `${permission.contractName} ` : ''}
                    <span className="break-all font-mono">{permission.contract}</span>
                  </>
                ),
                function: <span className="break-all font-mono">{permission.function}</span>,
              })}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-latch-muted-fg">{t.revokeAnyTime()}</p>
    </section>
  )
}

// A batch: every call in order (its recipient, value and what it does), who pays the gas, and the
// balance changes of all the calls together.
function Batch({ batch, details }: { batch: DescribedBatch; details: ApprovalDetails }) {
  const t = useMessages(approveMessages)
  const request = useAtomValue(approvalsAtom)[0]?.request
  const atomic = request?.accountType === 'smartAccount'
  const count = batch.calls.length
  return (
    <section aria-label={t.calls()} className="flex flex-col gap-2 text-sm">
      <Warnings warnings={batch.warnings} />
      <p className="text-latch-muted-fg" data-testid="approve-batch-mode">
        {atomic ? t.callsAtomic({ count }) : t.callsSequential({ count })}
      </p>
      <ol className="flex flex-col gap-1" data-testid="approve-calls">
        {batch.calls.map((call, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a batch may repeat a call; its place is its identity.
          <li key={index} className="rounded-xl bg-latch-muted px-3 py-2" data-testid="approve-batch-call">
            <p className="font-semibold">
              {index + 1}.{' '}
              {call.call
                ? callText(call.call, t)
                : t.sendsAmount({ amount: `${call.value.formatted} ${call.value.symbol}` })}
            </p>
            <p className="break-all text-latch-muted-fg">
              {richText(call.value.raw > 0n && call.call ? t.callToWith : t.callTo, {
                address: <span className="font-mono">{call.to ?? t.newContract()}</span>,
                amount: `${call.value.formatted} ${call.value.symbol}`,
              })}
            </p>
          </li>
        ))}
      </ol>
      <p data-testid="approve-fee">
        <span className="text-latch-muted-fg">{t.fee()}</span>{' '}
        {request?.sponsored ? t.sponsored() : t.paidFromAccount()}
      </p>
      <h3 className="text-latch-muted-fg">{t.balanceChanges()}</h3>
      <BalanceChanges details={details} />
    </section>
  )
}

function BalanceChanges({ details }: { details: ApprovalDetails }) {
  const t = useMessages(approveMessages)
  const { changes } = details
  if (!changes) return <p className="text-latch-muted-fg">{t.simulating()}</p>
  if (changes.reverted)
    return (
      <p role="alert" className="font-semibold text-latch-danger" data-testid="approve-changes">
        {t.wouldFail({ reason: changes.reason })}
      </p>
    )
  if (changes.changes.length === 0)
    return (
      <p className="text-latch-muted-fg" data-testid="approve-changes">
        {t.noChanges()}
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

function Warnings({ warnings }: { warnings: ApprovalWarning[] }) {
  const t = useMessages(approveMessages)
  if (warnings.length === 0) return null
  return (
    <ul
      role="alert"
      className="flex flex-col gap-1 rounded-xl border border-latch-danger px-3 py-2 text-latch-danger"
    >
      {warnings.map((warning, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the describer's order is the identity; two calls may warn alike.
        <li key={index}>{warningText(warning, t)}</li>
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
