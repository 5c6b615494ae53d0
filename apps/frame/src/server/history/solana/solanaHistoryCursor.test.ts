import { describe, expect, it } from 'vitest'
import { encodeHistoryCursor } from '../internal/historyCursor'
import { decodeSolanaHistoryCursor, encodeSolanaHistoryCursor } from './solanaHistoryCursor'

const signature = '5'.repeat(87)

describe('the Solana history cursor', () => {
  it('reads back the position it was made of', () => {
    const position = { slot: 9_007_199_254_740_993n, signature }
    expect(decodeSolanaHistoryCursor(encodeSolanaHistoryCursor(position))).toEqual(position)
  })

  it("refuses the EVM history's cursors, other signatures and text it did not hand out", () => {
    const evm = encodeHistoryCursor({ minedAt: 1, chainId: 31_337, blockNumber: 2n, txIndex: 0 })
    for (const cursor of [
      evm,
      encodeSolanaHistoryCursor({ slot: 1n, signature: 'not-a-signature' }),
      Buffer.from(JSON.stringify(['solana', '99999999999999999999', signature])).toString('base64url'),
      'not a cursor',
      '',
    ])
      expect(decodeSolanaHistoryCursor(cursor), cursor).toBeNull()
  })
})
