import { describe, expect, it } from 'vitest'
import { Features } from './HostOptions'

describe('Features', () => {
  it('keeps the pending-transaction switch, which the frame reads to watch pending transactions', () => {
    expect(Features.parse({ pendingTransactions: true })).toEqual({ pendingTransactions: true })
    expect(Features.safeParse({ pendingTransactions: 'yes' }).success).toBe(false)
  })
})
