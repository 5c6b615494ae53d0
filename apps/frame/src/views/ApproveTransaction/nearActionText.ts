import type { DescribedNearAction } from '@/approvals/describeRequest'
import english from '@/i18n/compiled/en/approve'

/**
 * What one action of a NEAR transaction does, in the visitor's language (`t`, the approve room,
 * English by default). Accounts, keys and method names stay as the transaction gives them; a call
 * whose arguments are longer than shown says so.
 *
 * @example
 * nearActionText({ kind: 'transfer', amount: '1 NEAR', account: 'bob.testnet' }) // 'Sends 1 NEAR to bob.testnet'
 */
export function nearActionText(
  action: DescribedNearAction,
  t: (typeof english)['approve'] = english.approve,
): string {
  switch (action.kind) {
    case 'createAccount':
      return t.nearCreateAccount({ account: action.account })
    case 'deployContract':
      return t.nearDeployContract({
        account: action.account,
        bytes: String(action.bytes),
        hash: action.codeHash,
      })
    case 'functionCall': {
      const { method, account, gas } = action
      const call =
        action.deposit === undefined
          ? t.nearCall({ method, account, gas })
          : t.nearCallDeposit({ method, account, deposit: action.deposit, gas })
      return action.cut
        ? `${call} ${t.nearArgsCut({ bytes: String(action.cut.bytes), shown: String(action.cut.shown) })}`
        : call
    }
    case 'transfer':
      return t.nearTransfer({ amount: action.amount, account: action.account })
    case 'stake':
      return t.nearStake({ amount: action.amount, account: action.account, key: action.key })
    case 'addFullAccessKey':
      return t.nearAddFullAccessKey({ key: action.key, account: action.account })
    case 'addFunctionCallKey':
      return t.nearAddKey({
        key: action.key,
        account: action.account,
        methods: action.methods.length ? action.methods.join(', ') : t.nearAnyMethod(),
        contract: action.contract,
        allowance:
          action.allowance === undefined ? t.nearAnyAmount() : t.nearAllowance({ amount: action.allowance }),
      })
    case 'deleteKey':
      return t.nearDeleteKey({ key: action.key, account: action.account })
    case 'deleteAccount':
      return t.nearDeleteAccount({ account: action.account, beneficiary: action.beneficiary })
  }
}
