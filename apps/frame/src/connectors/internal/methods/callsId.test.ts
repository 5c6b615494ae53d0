import { describe, expect, it } from 'vitest'
import { claimAppCallsId, decodeCallsId, encodeCallsId, maxSequentialCalls } from './callsId'

const opHash = `0x${'ab'.repeat(32)}` as const
const txHash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

describe('a calls id', () => {
  it('carries a UserOperation and its chain', () => {
    const id = encodeCallsId({ chainId: 31337, kind: 'userOperation', userOpHash: opHash })
    expect(id).toBe(`eip155:31337:op:${opHash}`)
    expect(decodeCallsId(id)).toEqual({ chainId: 31337, kind: 'userOperation', userOpHash: opHash })
  })

  it('carries every transaction of an EOA batch, in order, within EIP-5792 4096 bytes', () => {
    const hashes = Array.from({ length: maxSequentialCalls }, (_, index) => txHash(index + 1))
    const id = encodeCallsId({ chainId: 31338, kind: 'transactions', hashes })
    expect(id.length).toBeLessThanOrEqual(4096)
    expect(decodeCallsId(id)).toEqual({ chainId: 31338, kind: 'transactions', hashes })
  })

  it.each([
    ['an id of another wallet', 'batch-1'],
    ['no hash', 'eip155:31337:op:0x'],
    ['a short hash', `eip155:31337:op:${opHash.slice(0, 60)}`],
    ['two hashes for one UserOperation', `eip155:31337:op:${opHash}${opHash.slice(2)}`],
    ['a chain id 0', `eip155:0:op:${opHash}`],
    ['upper-case hex', `eip155:31337:op:${opHash.toUpperCase().replace('0X', '0x')}`],
    ['too many transactions', `eip155:1:tx:0x${'1'.repeat(64 * (maxSequentialCalls + 1))}`],
  ])('refuses %s with 5730', (_, id) => {
    expect(() => decodeCallsId(id)).toThrow(expect.objectContaining({ code: 5730 }))
  })
})

describe("an app's own id", () => {
  it('reads the batch it was given for, and is refused a second time with 5720', () => {
    const sent = claimAppCallsId('app-batch-1')
    expect(() => decodeCallsId('app-batch-1')).toThrow(expect.objectContaining({ code: 5730 }))
    sent(encodeCallsId({ chainId: 31337, kind: 'userOperation', userOpHash: opHash }))
    expect(decodeCallsId('app-batch-1')).toEqual({
      chainId: 31337,
      kind: 'userOperation',
      userOpHash: opHash,
    })
    expect(() => claimAppCallsId('app-batch-1')).toThrow(expect.objectContaining({ code: 5720 }))
  })
})

it('frees an app id whose batch was never sent', () => {
  claimAppCallsId('app-batch-2')(undefined)
  expect(() => claimAppCallsId('app-batch-2')).not.toThrow()
})
