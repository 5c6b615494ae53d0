import { formatUnits } from 'viem'
import type { DescribedCall, RequestDescription } from './describeRequest'
import type { DisplayAmount } from './internal/approvalTypes'

/**
 * What a request could take from the account, in USD (docs/passkeys.md#send-limit): nothing (a
 * message, a revocation), a worth, no bound at all (an unlimited allowance), or a worth the frame
 * cannot price (a token without a price, another namespace's transaction, a session key's grant).
 */
export type SendWorth =
  | { kind: 'none' }
  | { kind: 'usd'; usd: number }
  | { kind: 'unlimited' }
  | { kind: 'unpriced' }

/** USD prices of the tokens the frame knows, by address in lower case (the native coin as 'native'). */
export type UsdPrices = ReadonlyMap<string, { usd: number; decimals: number }>

type Worth = number | 'unlimited' | 'unpriced'

function priced(amount: DisplayAmount, address: string, prices: UsdPrices): Worth {
  if (amount.raw === 0n) return 0
  const price = prices.get(address.toLowerCase())
  if (price === undefined) return 'unpriced'
  return Number(formatUnits(amount.raw, price.decimals)) * price.usd
}

// What one call moves out besides its native value: a known token's transfer or allowance, or what
// a swap pays in a token (a swap paid in the native coin pays it as the call's value).
function callWorth(call: DescribedCall | undefined, prices: UsdPrices): Worth {
  if (!call) return 0
  switch (call.kind) {
    case 'erc20Transfer':
      return priced(call.amount, call.token.address, prices)
    case 'erc20Approve':
      return call.unlimited ? 'unlimited' : priced(call.amount, call.token.address, prices)
    case 'swap':
      return call.input.address === 'native' ? 0 : priced(call.input.amount, call.input.address, prices)
    case 'contractCall':
      return 0
  }
}

function add(total: Worth, next: Worth): Worth {
  if (total === 'unlimited' || next === 'unlimited') return 'unlimited'
  if (total === 'unpriced' || next === 'unpriced') return 'unpriced'
  return total + next
}

function evmWorth(
  calls: readonly { value: DisplayAmount; call?: DescribedCall | undefined }[],
  prices: UsdPrices,
): SendWorth {
  let total: Worth = 0
  for (const { value, call } of calls)
    total = add(add(total, priced(value, 'native', prices)), callWorth(call, prices))
  if (total === 'unlimited' || total === 'unpriced') return { kind: total }
  return total === 0 ? { kind: 'none' } : { kind: 'usd', usd: total }
}

/**
 * The worth of what a described request sends: its native value and each known token it transfers,
 * allows or swaps away, at `prices`. Only eip155 transactions are priced; others that move value
 * are unpriced.
 *
 * @example
 * sendWorth(describeRequest({ method: 'eth_sendTransaction', params: [{ from, to, value: '0xde0b6b3a7640000' }], … }), new Map([['native', { usd: 2500, decimals: 18 }]]))
 * // { kind: 'usd', usd: 2500 }
 */
export function sendWorth(description: RequestDescription, prices: UsdPrices): SendWorth {
  switch (description.method) {
    case 'eth_sendTransaction':
      return evmWorth([description], prices)
    case 'wallet_sendCalls':
    case 'eth_sendUserOperation':
      return evmWorth(description.calls, prices)
    // A session key spends later without asking: its grant is worth what it could take, unbounded here.
    case 'wallet_grantPermissions':
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
    case 'bip122_sendTransfer':
    case 'bip122_signPsbt':
    case 'near_signTransaction':
    case 'near_signTransactions':
      return { kind: 'unpriced' }
    case 'personal_sign':
    case 'eth_signTypedData_v4':
    case 'wallet_revokePermissions':
    case 'solana_signMessage':
    case 'bip122_signMessage':
    case 'near_signMessage':
      return { kind: 'none' }
  }
}
