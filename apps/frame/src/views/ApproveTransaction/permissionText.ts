import type { DescribedPermission } from '@/approvals/describeRequest'
import english from '@/i18n/compiled/en/approve'

/**
 * What a session key may do under one permission, in the visitor's language (`t`, the approve room,
 * English by default): move a token up to a limit in all (in base units for a token the frame does
 * not know), or call one function any number of times.
 *
 * @example
 * permissionText({ limit: { formatted: '10', symbol: 'USDL' }, … }) // 'Transfer up to 10 USDL in all'
 */
export function permissionText(
  permission: DescribedPermission,
  t: (typeof english)['approve'] = english.approve,
): string {
  const { limit } = permission
  if (limit)
    return limit.symbol === undefined
      ? t.permissionTransferUnknown({ amount: limit.formatted, token: permission.contract })
      : t.permissionTransfer({ amount: `${limit.formatted} ${limit.symbol}` })
  return t.permissionCall({
    function: permission.function,
    contract: permission.contractName ?? permission.contract,
  })
}
