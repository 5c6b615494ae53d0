import { latchAccountAbi } from '@latch/contracts'
import { encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { readUserOperationCalls } from './readUserOperationCalls'
import { UnreadableRequestError } from './UnreadableRequestError'

const a = '0x1111111111111111111111111111111111111111'
const b = '0x2222222222222222222222222222222222222222'

describe('readUserOperationCalls', () => {
  it('reads execute as one call', () => {
    const callData = encodeFunctionData({
      abi: latchAccountAbi,
      functionName: 'execute',
      args: [a, 5n, '0xabcd'],
    })
    expect(readUserOperationCalls(callData)).toEqual([{ to: a, value: 5n, data: '0xabcd' }])
  })

  it('reads executeBatch as its calls in order, values 0 when it names none', () => {
    const withValues = encodeFunctionData({
      abi: latchAccountAbi,
      functionName: 'executeBatch',
      args: [
        [a, b],
        [1n, 2n],
        ['0x01', '0x02'],
      ],
    })
    expect(readUserOperationCalls(withValues)).toEqual([
      { to: a, value: 1n, data: '0x01' },
      { to: b, value: 2n, data: '0x02' },
    ])
    const without = encodeFunctionData({
      abi: latchAccountAbi,
      functionName: 'executeBatch',
      args: [[a], [], ['0x']],
    })
    expect(readUserOperationCalls(without)).toEqual([{ to: a, value: 0n, data: '0x' }])
  })

  it.each([
    [
      'lists of different lengths',
      encodeFunctionData({
        abi: latchAccountAbi,
        functionName: 'executeBatch',
        args: [[a, b], [1n], ['0x', '0x']],
      }),
    ],
    [
      'a grant',
      encodeFunctionData({
        abi: latchAccountAbi,
        functionName: 'revokePermission',
        args: [`0x${'00'.repeat(32)}`],
      }),
    ],
    ['no call at all', '0x' as const],
  ])('refuses %s', (_, callData) => {
    expect(() => readUserOperationCalls(callData)).toThrow(UnreadableRequestError)
  })
})
