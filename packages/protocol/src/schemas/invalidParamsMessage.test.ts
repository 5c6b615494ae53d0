import { describe, expect, it } from 'vitest'
import { invalidParamsMessage } from './invalidParamsMessage'

describe('invalidParamsMessage', () => {
  it('names the method, the path into the params and the issue', () => {
    expect(invalidParamsMessage('personal_sign', { path: [0], message: 'expected 0x-prefixed hex' })).toBe(
      'Invalid parameters for personal_sign: params[0]: expected 0x-prefixed hex.',
    )
    expect(
      invalidParamsMessage('solana_signMessage', { path: ['message'], message: 'expected a base58 message' }),
    ).toBe('Invalid parameters for solana_signMessage: params.message: expected a base58 message.')
    expect(invalidParamsMessage('eth_call', { path: [], message: 'expected an array' })).toBe(
      'Invalid parameters for eth_call: expected an array.',
    )
    expect(invalidParamsMessage('eth_call', undefined)).toBe('Invalid parameters for eth_call.')
  })

  it('cuts a long path and a long text short', () => {
    const text = invalidParamsMessage('x', {
      path: ['k'.repeat(100), 1, 2, 3, 4, 5, 6, 7, 8, 9],
      message: 'm'.repeat(500),
    })
    expect(text).toBe(
      `Invalid parameters for x: params.${'k'.repeat(40)}[1][2][3][4][5][6][7]: ${'m'.repeat(200)}.`,
    )
  })
})
