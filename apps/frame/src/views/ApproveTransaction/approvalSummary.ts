import type { MethodWhere } from '@latch/protocol/methods'
import { formatEther } from 'viem'
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
import type { PendingApproval } from '@/state/atoms'
import { bitcoinTransactionLines } from './bitcoinTransactionText'
import { solanaInstructionText } from './solanaInstructionText'
import type { ApprovalDetails } from './useApprovalDetails'

/**
 * What each method the protocol's table marks for approval asks of the visitor, after "… asks you
 * to"; a method marked there without words here fails the type check.
 */
export const asks: Record<MethodWhere<{ approval: true }>, string> & Partial<Record<string, string>> = {
  personal_sign: 'sign a message',
  eth_signTypedData_v4: 'sign typed data',
  eth_sendTransaction: 'send a transaction',
  wallet_grantPermissions: 'grant session permissions',
  wallet_revokePermissions: 'revoke session permissions',
  wallet_sendCalls: 'send a batch of calls',
  eth_sendUserOperation: 'send a UserOperation',
  solana_signMessage: 'sign a message',
  solana_signTransaction: 'sign a transaction',
  solana_signAndSendTransaction: 'send a transaction',
  bip122_signMessage: 'sign a message with your Bitcoin account',
  bip122_sendTransfer: 'send bitcoin',
  bip122_signPsbt: 'sign a Bitcoin transaction',
  near_signMessage: 'sign a message with your NEAR account',
  near_signTransaction: 'sign a NEAR transaction',
  near_signTransactions: 'sign NEAR transactions',
}

const maxLines = 200
const maxLineLength = 4_000

/**
 * What a request does, in plain words: "Sends 5 USDL to 0x1234…cdef".
 *
 * @example
 * callText({ kind: 'contractCall', label: 'Calls a contract', selector: '0x12345678' }) // 'Calls a contract 0x12345678'
 */
export function callText(call: DescribedCall): string {
  switch (call.kind) {
    case 'erc20Transfer':
      return `Sends ${call.amount.formatted} ${call.token.symbol} to ${shortAddress(call.recipient)}`
    case 'erc20Approve':
      return `Lets ${shortAddress(call.spender)} spend ${call.unlimited ? 'an unlimited amount of' : call.amount.formatted} ${call.token.symbol}`
    case 'swap': {
      const bound = (leg: { bound: string }) => (leg.bound === 'exact' ? '' : `${leg.bound} `)
      return `Swaps ${bound(call.input)}${call.input.amount.formatted} ${call.input.symbol} for ${bound(call.output)}${call.output.amount.formatted} ${call.output.symbol} (${call.path.join(' → ')})`
    }
    case 'contractCall':
      return `${call.label} ${call.selector}`
  }
}

/**
 * The request of ApproveTransaction as the approval popup shows it (docs/approvals.md): who asks
 * and what, the account and network, and what the request does, as far as the frame has worked it
 * out at the click, in lines of plain text. At most 200 lines of 4,000 characters: what is cut says so.
 *
 * @example
 * approvalSummary(approval, details).title // 'http://localhost:5173 asks you to sign a message'
 */
export function approvalSummary(approval: PendingApproval, details: ApprovalDetails): ApprovalSummary {
  const { request } = approval
  const lines = [
    `Account: ${request.address}${request.accountType === 'smartAccount' ? ' (smart account)' : ''}`,
    `Network: ${details.networkName}`,
    ...(details.description ? describedLines(details.description, details, request.sponsored === true) : []),
  ]
  const kept =
    lines.length > maxLines
      ? [...lines.slice(0, maxLines - 1), `…and ${lines.length - maxLines + 1} more lines, shown in Latch.`]
      : lines
  return {
    title: `${approval.origin} asks you to ${asks[request.method] ?? request.method}`.slice(0, 500),
    lines: kept.map((line) =>
      line.length > maxLineLength
        ? `${line.slice(0, maxLineLength - 60)}… (${line.length - maxLineLength + 60} more characters, shown in Latch)`
        : line,
    ),
  }
}

function describedLines(
  description: RequestDescription,
  details: ApprovalDetails,
  sponsored: boolean,
): string[] {
  switch (description.method) {
    case 'eth_signTypedData_v4':
      return [
        ...description.warnings.map(warning),
        'Domain:',
        ...treeLines(description.domain, 1),
        `${description.primaryType}:`,
        ...treeLines(description.message, 1),
        ...(description.truncated ? ['More is signed than shown here.'] : []),
      ]
    case 'eth_sendTransaction':
      return [
        ...[...description.warnings, ...callWarning(description.call)].map(warning),
        `To: ${description.to ?? 'New contract'}`,
        `Value: ${description.value.formatted} ${description.value.symbol}${description.value.usd ? ` (${description.value.usd})` : ''}`,
        ...(description.call ? [`Does: ${callText(description.call)}`] : []),
        `Fee: ${feeText(details, sponsored)}`,
        ...changeLines(details),
      ]
    case 'wallet_sendCalls':
    case 'eth_sendUserOperation':
      return [
        ...description.warnings.map(warning),
        ...description.calls.map(
          (call, index) =>
            `${index + 1}. ${call.call ? callText(call.call) : `Sends ${call.value.formatted} ${call.value.symbol}`}, to ${call.to}`,
        ),
        `Fee: ${sponsored ? 'Sponsored: the app pays the network fee' : 'Paid from this account'}`,
        ...changeLines(details),
      ]
    case 'wallet_grantPermissions':
      return [
        ...description.permissions.flatMap((permission) =>
          permission.warning ? [warning(permission.warning)] : [],
        ),
        `Key: ${description.key}`,
        `Until: ${formatExpiry(description.expiry)}`,
        'The key may, without asking you:',
        ...description.permissions.map(
          (permission) =>
            `${permission.text} (contract ${permission.contractName ? `${permission.contractName} ` : ''}${permission.contract}, function ${permission.function})`,
        ),
      ]
    case 'wallet_revokePermissions':
      return [
        'The session key loses these permissions for good:',
        ...description.permissionIds.map((id) => `  ${id}`),
      ]
    case 'personal_sign':
    case 'solana_signMessage':
    case 'bip122_signMessage':
      return messageLines(description.message)
    case 'near_signMessage':
      return [
        ...description.warnings.map(warning),
        `For: ${description.recipient}`,
        ...(description.callbackUrl === undefined ? [] : [`Callback: ${description.callbackUrl}`]),
        `Nonce: ${description.nonce}`,
        ...messageLines(description.message),
      ]
    case 'near_signTransaction':
      return nearTransactionLines(description)
    case 'near_signTransactions':
      return description.transactions.flatMap((transaction, index) => [
        `Transaction ${index + 1} of ${description.transactions.length}:`,
        ...nearTransactionLines(transaction),
      ])
    case 'bip122_sendTransfer':
    case 'bip122_signPsbt':
      return bitcoinTransactionLines(description)
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return [
        ...description.warnings.map(warning),
        `Fee payer: ${description.feePayer}`,
        ...description.instructions.map(
          (instruction, index) => `${index + 1}. ${solanaInstructionText(instruction)}`,
        ),
        `Fee: ${solanaFeeText(details)}`,
        'Accounts it changes:',
        ...description.writable.map((account) => `  ${account}`),
        ...changeLines(details),
      ]
  }
}

/**
 * The warning a decoded call carries (an unlimited approval), as a list to join the request's own.
 *
 * @example
 * callWarning(undefined) // []
 */
export function callWarning(call: DescribedCall | undefined): string[] {
  return call && 'warning' in call && call.warning ? [call.warning] : []
}

/**
 * The fee line of a transaction: sponsored, still estimating, would fail, or in ETH (and USD).
 *
 * @example
 * feeText({ networkName: "Latch Devnet" }, true) // 'Sponsored'
 */
export function feeText(details: ApprovalDetails, sponsored: boolean): string {
  if (sponsored) return 'Sponsored'
  if (!details.fee) return 'Estimating…'
  if (details.fee.reverted) return `Would fail: ${details.fee.reason}`
  return `${formatEther(details.fee.feeWei)} ETH${details.fee.feeUsd ? ` (${details.fee.feeUsd})` : ''}`
}

/**
 * The fee line of a Solana transaction: still asking, or in SOL (the base fee and any priority fee).
 *
 * @example
 * solanaFeeText({ networkName: 'Latch Solana Localnet', solanaFee: { lamports: 5000n, formatted: '0.000005' } }) // '0.000005 SOL'
 */
export function solanaFeeText(details: ApprovalDetails): string {
  return details.solanaFee ? `${details.solanaFee.formatted} SOL` : 'Estimating…'
}

function nearTransactionLines(description: DescribedNearTransaction): string[] {
  return [
    ...description.warnings.map(warning),
    `To: ${description.receiver}`,
    `Sends: ${description.deposit}`,
    ...(description.gas === undefined ? [] : [`Gas: up to ${description.gas}`]),
    `Nonce: ${description.nonce}, block ${description.blockHash}`,
    'Actions:',
    ...description.actions.flatMap((action, index) => [
      `${index + 1}. ${action.text}`,
      ...(action.args ? [`   ${action.args.format === 'text' ? action.args.text : action.args.hex}`] : []),
    ]),
  ]
}

function messageLines(message: DescribedMessage): string[] {
  return message.format === 'text'
    ? ['Message:', message.text]
    : ['Message (not text, shown as hex):', message.hex]
}

function warning(text: string): string {
  return `Warning: ${text}`
}

function treeLines(nodes: TreeNode[], depth: number): string[] {
  const indent = '  '.repeat(depth)
  return nodes.flatMap((node) =>
    'value' in node
      ? [`${indent}${node.key}: ${node.value}`]
      : [`${indent}${node.key}:`, ...treeLines(node.children, depth + 1)],
  )
}

function changeLines(details: ApprovalDetails): string[] {
  const { changes } = details
  if (!changes) return ['Balance changes: still simulating.']
  if (changes.reverted) return [`The transaction would fail: ${changes.reason}`]
  if (changes.changes.length === 0) return ['Balance changes: none of yours (besides the fee).']
  return ['Balance changes:', ...changes.changes.map((change) => `  ${change.symbol} ${change.formatted}`)]
}
