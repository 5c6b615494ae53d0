import type { MethodWhere } from '@latch/protocol/methods'
import { formatEther } from 'viem'
import type { ApprovalWarning } from '@/approvals/ApprovalWarning'
import type {
  DescribedCall,
  DescribedMessage,
  DescribedNearTransaction,
  RequestDescription,
  TreeNode,
} from '@/approvals/describeRequest'
import type { ApprovalSummary } from '@/approvals/popup/approvalPopupMessages'
import { formatExpiry } from '@/format/formatExpiry'
import { shortAddress } from '@/format/shortAddress'
import english from '@/i18n/compiled/en/approve'
import type { PendingApproval } from '@/state/atoms'
import { bitcoinTransactionLines } from './bitcoinTransactionText'
import { nearActionText } from './nearActionText'
import { permissionText } from './permissionText'
import { solanaInstructionText } from './solanaInstructionText'
import type { ApprovalDetails } from './useApprovalDetails'
import { warningText } from './warningText'

/** The approval's messages in the visitor's language (the approve room). */
export type ApproveMessages = (typeof english)['approve']

type AskKey = Exclude<Extract<keyof ApproveMessages, `ask${string}`>, 'askOther'>

/**
 * The sentence of what each method the protocol's table marks for approval asks of the visitor;
 * a method marked there without one here fails the type check.
 */
const askKeys: Record<MethodWhere<{ approval: true }>, AskKey> & Partial<Record<string, AskKey>> = {
  personal_sign: 'askPersonalSign',
  eth_signTypedData_v4: 'askTypedData',
  eth_sendTransaction: 'askSendTransaction',
  wallet_grantPermissions: 'askGrantPermissions',
  wallet_revokePermissions: 'askRevokePermissions',
  wallet_sendCalls: 'askSendCalls',
  eth_sendUserOperation: 'askUserOperation',
  solana_signMessage: 'askPersonalSign',
  solana_signTransaction: 'askSignTransaction',
  solana_signAndSendTransaction: 'askSendTransaction',
  bip122_signMessage: 'askBitcoinMessage',
  bip122_sendTransfer: 'askBitcoinTransfer',
  bip122_signPsbt: 'askBitcoinPsbt',
  near_signMessage: 'askNearMessage',
  near_signTransaction: 'askNearTransaction',
  near_signTransactions: 'askNearTransactions',
}

/**
 * "{origin} asks you to …" for a method, as a message of the origin (so that a view can put the
 * origin in an element); a method without its sentence is named as it is.
 *
 * @example
 * asks(t, 'personal_sign')({ origin: 'http://localhost:5173' }) // 'http://localhost:5173 asks you to sign a message'
 */
export function asks(t: ApproveMessages, method: string): (params: { origin: string }) => string {
  const key = askKeys[method]
  return key ? t[key] : ({ origin }) => t.askOther({ origin, method })
}

const maxLines = 200
const maxLineLength = 4_000

/**
 * What a request does, in plain words in the visitor's language (`t`, English by default): "Sends 5
 * USDL to 0x1234…cdef".
 *
 * @example
 * callText({ kind: 'contractCall', selector: '0x12345678' }) // 'Contract call 0x12345678'
 */
export function callText(call: DescribedCall, t: ApproveMessages = english.approve): string {
  switch (call.kind) {
    case 'erc20Transfer':
      return t.callTransfer({
        amount: `${call.amount.formatted} ${call.token.symbol}`,
        recipient: shortAddress(call.recipient),
      })
    case 'erc20Approve':
      return call.unlimited
        ? t.callApproveUnlimited({ spender: shortAddress(call.spender), symbol: call.token.symbol })
        : t.callApprove({
            spender: shortAddress(call.spender),
            amount: `${call.amount.formatted} ${call.token.symbol}`,
          })
    case 'swap': {
      const leg = (side: typeof call.input) => {
        const amount = `${side.amount.formatted} ${side.symbol}`
        if (side.bound === 'at most') return t.atMost({ amount })
        return side.bound === 'at least' ? t.atLeast({ amount }) : amount
      }
      return t.callSwap({ input: leg(call.input), output: leg(call.output), path: call.path.join(' → ') })
    }
    case 'contractCall':
      return t.callContract({ selector: call.selector })
  }
}

/**
 * The request of ApproveTransaction as the approval popup shows it (docs/approvals.md): who asks
 * and what, the account and network, and what the request does, as far as the frame has worked it
 * out at the click, in lines of plain text in the visitor's language (`t`, English by default). At
 * most 200 lines of 4,000 characters: what is cut says so.
 *
 * @example
 * approvalSummary(approval, details).title // 'http://localhost:5173 asks you to sign a message'
 */
export function approvalSummary(
  approval: PendingApproval,
  details: ApprovalDetails,
  t: ApproveMessages = english.approve,
): ApprovalSummary {
  const { request } = approval
  const line = (label: string, value: string) => t.line({ label, value })
  const lines = [
    line(
      t.account(),
      `${request.address}${request.accountType === 'smartAccount' ? ` ${t.smartAccount()}` : ''}`,
    ),
    line(t.network(), details.networkName),
    ...(details.description
      ? describedLines(t, details.description, details, request.sponsored === true)
      : []),
  ]
  const kept =
    lines.length > maxLines
      ? [...lines.slice(0, maxLines - 1), t.moreLines({ count: lines.length - maxLines + 1 })]
      : lines
  return {
    title: asks(t, request.method)({ origin: approval.origin }).slice(0, 500),
    lines: kept.map((text) =>
      text.length > maxLineLength
        ? `${text.slice(0, maxLineLength - 60)}… (${t.moreCharacters({ count: text.length - maxLineLength + 60 })})`
        : text,
    ),
  }
}

function describedLines(
  t: ApproveMessages,
  description: RequestDescription,
  details: ApprovalDetails,
  sponsored: boolean,
): string[] {
  const line = (label: string, value: string) => t.line({ label, value })
  const heading = (label: string) => t.heading({ label })
  const warning = (found: ApprovalWarning) => t.warning({ text: warningText(found, t) })
  switch (description.method) {
    case 'eth_signTypedData_v4':
      return [
        ...description.warnings.map(warning),
        heading(t.domain()),
        ...treeLines(description.domain, 1),
        `${description.primaryType}:`,
        ...treeLines(description.message, 1),
        ...(description.truncated ? [t.moreSigned()] : []),
      ]
    case 'eth_sendTransaction':
      return [
        ...description.warnings.map(warning),
        line(t.to(), description.to ?? t.newContract()),
        line(
          t.value(),
          `${description.value.formatted} ${description.value.symbol}${description.value.usd ? ` (${description.value.usd})` : ''}`,
        ),
        ...(description.call ? [line(t.does(), callText(description.call, t))] : []),
        line(t.fee(), feeText(details, sponsored, t)),
        ...changeLines(t, details),
      ]
    case 'wallet_sendCalls':
    case 'eth_sendUserOperation':
      return [
        ...description.warnings.map(warning),
        ...description.calls.map((call, index) => {
          const amount = `${call.value.formatted} ${call.value.symbol}`
          const text = call.call ? callText(call.call, t) : t.sendsAmount({ amount })
          return t.batchLine({ index: index + 1, call: text, address: call.to ?? t.newContract() })
        }),
        line(t.fee(), sponsored ? t.sponsored() : t.paidFromAccount()),
        ...changeLines(t, details),
      ]
    case 'wallet_grantPermissions':
      return [
        ...description.permissions.flatMap((permission) =>
          permission.warning ? [warning(permission.warning)] : [],
        ),
        line(t.key(), description.key),
        line(t.until(), formatExpiry(description.expiry)),
        heading(t.keyMay()),
        ...description.permissions.map((permission) => {
          const contract = `${permission.contractName ? `${permission.contractName} ` : ''}${permission.contract}`
          return t.permissionLine({
            permission: permissionText(permission, t),
            contract,
            function: permission.function,
          })
        }),
      ]
    case 'wallet_revokePermissions':
      return [t.revokeSummary(), ...description.permissionIds.map((id) => `  ${id}`)]
    case 'personal_sign':
    case 'solana_signMessage':
    case 'bip122_signMessage':
      return messageLines(t, description.message)
    case 'near_signMessage':
      return [
        ...description.warnings.map(warning),
        line(t.for(), description.recipient),
        ...(description.callbackUrl === undefined ? [] : [line(t.callback(), description.callbackUrl)]),
        line(t.nonce(), description.nonce),
        ...messageLines(t, description.message),
      ]
    case 'near_signTransaction':
      return nearTransactionLines(t, description)
    case 'near_signTransactions':
      return description.transactions.flatMap((transaction, index) => [
        heading(t.transactionOf({ index: index + 1, count: description.transactions.length })),
        ...nearTransactionLines(t, transaction),
      ])
    case 'bip122_sendTransfer':
    case 'bip122_signPsbt':
      return bitcoinTransactionLines(description, t)
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return [
        ...description.warnings.map(warning),
        line(t.feePayer(), description.feePayer),
        ...description.instructions.map(
          (instruction, index) => `${index + 1}. ${solanaInstructionText(instruction, t)}`,
        ),
        line(t.fee(), solanaFeeText(details, t)),
        heading(t.changes()),
        ...description.writable.map((account) => `  ${account}`),
        ...changeLines(t, details),
      ]
  }
}

/**
 * The fee line of a transaction: sponsored, still estimating, would fail, or in ETH (and USD).
 *
 * @example
 * feeText({ networkName: "Latch Devnet" }, true) // 'Sponsored'
 */
export function feeText(
  details: ApprovalDetails,
  sponsored: boolean,
  t: ApproveMessages = english.approve,
): string {
  if (sponsored) return t.feeSponsored()
  if (!details.fee) return t.estimating()
  if (details.fee.reverted) return t.feeWouldFail({ reason: details.fee.reason })
  return `${formatEther(details.fee.feeWei)} ETH${details.fee.feeUsd ? ` (${details.fee.feeUsd})` : ''}`
}

/**
 * The fee line of a Solana transaction: still asking, or in SOL (the base fee and any priority fee).
 *
 * @example
 * solanaFeeText({ networkName: 'Latch Solana Localnet', solanaFee: { lamports: 5000n, formatted: '0.000005' } }) // '0.000005 SOL'
 */
export function solanaFeeText(details: ApprovalDetails, t: ApproveMessages = english.approve): string {
  return details.solanaFee ? `${details.solanaFee.formatted} SOL` : t.estimating()
}

function nearTransactionLines(t: ApproveMessages, description: DescribedNearTransaction): string[] {
  const line = (label: string, value: string) => t.line({ label, value })
  return [
    ...description.warnings.map((found) => t.warning({ text: warningText(found, t) })),
    line(t.to(), description.receiver),
    line(t.sends(), description.deposit),
    ...(description.gas === undefined ? [] : [line(t.gas(), t.upTo({ gas: description.gas }))]),
    line(t.nonce(), t.nonceBlock({ nonce: description.nonce, block: description.blockHash })),
    t.heading({ label: t.actions() }),
    ...description.actions.flatMap((action, index) => [
      `${index + 1}. ${nearActionText(action, t)}`,
      ...(action.kind === 'functionCall'
        ? [`   ${action.args.format === 'text' ? action.args.text : action.args.hex}`]
        : []),
    ]),
  ]
}

function messageLines(t: ApproveMessages, message: DescribedMessage): string[] {
  return message.format === 'text'
    ? [t.heading({ label: t.message() }), message.text]
    : [t.heading({ label: t.messageHex() }), message.hex]
}

function treeLines(nodes: TreeNode[], depth: number): string[] {
  const indent = '  '.repeat(depth)
  return nodes.flatMap((node) =>
    'value' in node
      ? [`${indent}${node.key}: ${node.value}`]
      : [`${indent}${node.key}:`, ...treeLines(node.children, depth + 1)],
  )
}

function changeLines(t: ApproveMessages, details: ApprovalDetails): string[] {
  const { changes } = details
  if (!changes) return [t.changesSimulating()]
  if (changes.reverted) return [t.wouldFail({ reason: changes.reason })]
  if (changes.changes.length === 0) return [t.changesNone()]
  return [
    t.heading({ label: t.balanceChanges() }),
    ...changes.changes.map((change) => `  ${change.symbol} ${change.formatted}`),
  ]
}
