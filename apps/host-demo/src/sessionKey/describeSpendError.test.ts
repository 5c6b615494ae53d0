import { latchAccountAbi } from '@latch/contracts'
import { encodeErrorResult, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeSpendError } from './describeSpendError'

const id: Hex = `0x${'ab'.repeat(32)}`
const usdl = { symbol: 'USDL', decimals: 6 }
const bundlerError = (details: string) =>
  Object.assign(new Error('Execution reverted'), {
    shortMessage: 'Execution reverted with reason: UserOperation reverted during simulation.',
    cause: { shortMessage: 'RPC Request failed.', details },
  })

describe('describeSpendError', () => {
  it("decodes the account's own errors wherever the error chain carries their data", () => {
    const over = encodeErrorResult({
      abi: latchAccountAbi,
      errorName: 'PermissionAllowanceExceeded',
      args: [id, 8_000_000n, 7_000_000n],
    })
    expect(
      describeSpendError(bundlerError(`UserOperation reverted during simulation with reason: ${over}`), usdl),
    ).toBe('over the limit: 8 USDL asked, 7 USDL left')
    expect(describeSpendError(bundlerError(`reverted ${over}`))).toBe(
      'over the limit: 8000000 base units asked, 7000000 base units left',
    )
    const revoked = encodeErrorResult({
      abi: latchAccountAbi,
      errorName: 'PermissionRevokedError',
      args: [id],
    })
    expect(describeSpendError(bundlerError(`AA23 reverted ${revoked}`))).toBe('the permission was revoked')
    const unknown = encodeErrorResult({ abi: latchAccountAbi, errorName: 'PermissionUnknown', args: [id] })
    expect(describeSpendError({ data: unknown })).toBe('the account has no such permission')
    const unsponsored = encodeErrorResult({
      abi: latchAccountAbi,
      errorName: 'PermissionGasNotSponsored',
      args: [id],
    })
    expect(describeSpendError(bundlerError(`AA23 reverted ${unsponsored}`))).toBe(
      'a session key spends only with its gas sponsored',
    )
  })

  it("names the EntryPoint's expiry, and otherwise says what the error says", () => {
    expect(describeSpendError(bundlerError('AA22 expired or not due'))).toBe('the permission has expired')
    expect(describeSpendError(new Error('fetch failed'))).toBe('fetch failed')
    // Hex that is no error of the account's is no reason.
    expect(
      describeSpendError(bundlerError('sender 0x1111111111111111111111111111111111111111 is busy')),
    ).toBe('Execution reverted with reason: UserOperation reverted during simulation.')
  })
})
