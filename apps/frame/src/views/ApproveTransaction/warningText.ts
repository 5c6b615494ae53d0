import type { ApprovalWarning } from '@/approvals/ApprovalWarning'
import english from '@/i18n/compiled/en/approve'
import { sighashText } from './sighashText'

/**
 * A warning of an approval in the visitor's language (`t`, the approve room, English by default).
 * Addresses stay whole here: a warning is where the visitor checks who gets what.
 *
 * @example
 * warningText({ code: 'createsContract' }) // 'This transaction creates a contract.'
 */
export function warningText(
  warning: ApprovalWarning,
  t: (typeof english)['approve'] = english.approve,
): string {
  switch (warning.code) {
    case 'otherChain': {
      const values = { requested: warning.requested, chain: warning.chain.name, id: String(warning.chain.id) }
      if (warning.of === 'batch') return t.warnOtherChainBatch(values)
      return warning.of === 'signature'
        ? t.warnOtherChainSignature(values)
        : t.warnOtherChainTransaction(values)
    }
    case 'createsContract':
      return t.warnCreatesContract()
    case 'unlimitedApproval':
      return t.warnUnlimitedApproval({ spender: warning.spender, symbol: warning.symbol })
    case 'unlimitedApprovalGuess':
      return t.warnUnlimitedApprovalGuess({ spender: warning.spender, contract: warning.contract })
    case 'swapRecipient':
      return t.warnSwapRecipient({ recipient: warning.recipient })
    case 'swapUnusedValue':
      return t.warnSwapUnusedValue()
    case 'unknownToken':
      return t.warnUnknownToken({ token: warning.token })
    case 'noLimit':
      return 'symbol' in warning.token
        ? t.warnNoLimit({ symbol: warning.token.symbol })
        : t.warnNoLimitUnknown({ token: warning.token.address })
    case 'solanaAssign':
      return t.warnSolanaAssign({ program: warning.program })
    case 'durableNonce':
      return t.warnDurableNonce()
    case 'solanaApprove':
      return t.warnSolanaApprove({
        delegate: warning.delegate,
        amount:
          warning.amount.symbol === undefined
            ? t.solUnits({ amount: warning.amount.formatted })
            : `${warning.amount.formatted} ${warning.amount.symbol}`,
        account: warning.account,
      })
    case 'solanaApproveAll':
      return t.warnSolanaApproveAll({ delegate: warning.delegate, account: warning.account })
    case 'solanaSetAuthority':
      return t.warnSolanaSetAuthority({ account: warning.account, authority: warning.authority })
    case 'solanaRemoveAuthority':
      return t.warnSolanaRemoveAuthority({ account: warning.account })
    case 'lookupTables':
      return t.warnLookupTables()
    case 'foreignInputs':
      return t.warnForeignInputs()
    case 'sighash':
      return t.warnSighash({ input: String(warning.input), sighash: sighashText(warning.sighash, t) })
    case 'feeAboveSends':
      return t.warnFeeAboveSends()
    case 'nearFullAccessKey':
      return t.warnNearFullAccessKey({ key: warning.key, account: warning.account })
    case 'nearOwnKeyRemoved':
      return t.warnNearOwnKeyRemoved({ account: warning.account })
    case 'nearDeleteAccount':
      return t.warnNearDeleteAccount({ account: warning.account, beneficiary: warning.beneficiary })
    case 'nearDeployContract':
      return t.warnNearDeployContract({ account: warning.account })
    case 'nearOtherRecipient':
      return t.warnNearOtherRecipient({ recipient: warning.recipient, host: warning.host })
    case 'inCall':
      return t.warnInCall({ call: String(warning.call), warning: warningText(warning.warning, t) })
  }
}
