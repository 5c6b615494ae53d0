import { latchAccountAbi } from '@latch/contracts'
import { decodeErrorResult, formatUnits, type Hex } from 'viem'

/** The token a spend was in, to show amounts in its units. */
type SpendToken = { symbol: string; decimals: number }

// The EntryPoint's codes for a session key's operation that the account's rules turn away.
const entryPointCodes: [RegExp, string][] = [
  [/AA22/, 'the permission has expired'],
  [/AA24/, "the session key's signature does not match the permission"],
]

/**
 * Why the bundler or the chain refused a session key's UserOperation, in words: the account's own
 * errors (over the allowance, revoked, unknown, a call the permission does not allow) decoded from
 * the revert data wherever the error chain carries it, the EntryPoint's expiry and signature codes,
 * and otherwise the error's own short message.
 *
 * @example
 * describeSpendError(error, { symbol: 'USDL', decimals: 6 }) // 'over the limit: 8 USDL asked, 7 USDL left'
 */
export function describeSpendError(error: unknown, token?: SpendToken): string {
  const texts = errorTexts(error)
  for (const data of texts.flatMap((text) => text.match(/0x[0-9a-fA-F]{8,}/g) ?? [])) {
    const reason = accountError(data as Hex, token)
    if (reason) return reason
  }
  for (const [code, reason] of entryPointCodes) if (texts.some((text) => code.test(text))) return reason
  return texts[0] ?? 'the operation was refused'
}

function accountError(data: Hex, token: SpendToken | undefined): string | undefined {
  let decoded: ReturnType<typeof decodeErrorResult<typeof latchAccountAbi>>
  try {
    decoded = decodeErrorResult({ abi: latchAccountAbi, data })
  } catch {
    return undefined
  }
  const amount = (value: bigint) =>
    token ? `${formatUnits(value, token.decimals)} ${token.symbol}` : `${value} base units`
  switch (decoded.errorName) {
    case 'PermissionAllowanceExceeded': {
      const [, requested, remaining] = decoded.args
      return `over the limit: ${amount(requested)} asked, ${amount(remaining)} left`
    }
    case 'PermissionRevokedError':
      return 'the permission was revoked'
    case 'PermissionUnknown':
      return 'the account has no such permission'
    case 'PermissionCallNotAllowed':
      return 'the permission does not allow this call'
    case 'PermissionGasNotSponsored':
      return 'a session key spends only with its gas sponsored'
    default:
      return undefined
  }
}

// viem's errors keep the bundler's words in `details` and in their causes.
function errorTexts(error: unknown): string[] {
  const texts: string[] = []
  let current: unknown = error
  for (let depth = 0; current && depth < 10; depth++) {
    if (typeof current === 'string') {
      texts.push(current)
      break
    }
    if (typeof current !== 'object') break
    const { shortMessage, details, message, data, cause } = current as Record<string, unknown>
    for (const text of [shortMessage, details, message, data])
      if (typeof text === 'string' && text) texts.push(text)
    current = cause
  }
  return texts
}
