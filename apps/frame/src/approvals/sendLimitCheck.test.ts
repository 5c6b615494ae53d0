import { describe, expect, it } from 'vitest'
import { sendLimitCheck } from './sendLimitCheck'

const limit = (limitUsd: number | null) => ({ step: 'known', limitUsd }) as const

describe('sendLimitCheck', () => {
  it('asks for a code only over the limit, the limit itself included as free', () => {
    expect(sendLimitCheck(limit(100), { kind: 'usd', usd: 100 })).toEqual({ step: 'free' })
    expect(sendLimitCheck(limit(100), { kind: 'usd', usd: 100.01 })).toEqual({
      step: 'code',
      reason: { code: 'over', usd: 100.01, limitUsd: 100 },
    })
    expect(sendLimitCheck(limit(0), { kind: 'usd', usd: 0.001 })).toMatchObject({ step: 'code' })
  })

  it('asks for a worth without a bound or a price, and never for a request that sends nothing', () => {
    expect(sendLimitCheck(limit(1_000), { kind: 'unlimited' })).toEqual({
      step: 'code',
      reason: { code: 'unbounded', limitUsd: 1_000 },
    })
    expect(sendLimitCheck(limit(1_000), { kind: 'unpriced' })).toEqual({
      step: 'code',
      reason: { code: 'unpriced', limitUsd: 1_000 },
    })
    expect(sendLimitCheck(limit(1_000), { kind: 'none' })).toEqual({ step: 'free' })
  })

  it('asks nothing of a wallet without a limit, waits while either side is read, and asks when the limit cannot be', () => {
    expect(sendLimitCheck(limit(null), { kind: 'unlimited' })).toEqual({ step: 'free' })
    expect(sendLimitCheck(limit(null), undefined)).toEqual({ step: 'free' })
    expect(sendLimitCheck({ step: 'checking' }, { kind: 'usd', usd: 1 })).toEqual({ step: 'waiting' })
    expect(sendLimitCheck(limit(5), undefined)).toEqual({ step: 'waiting' })
    expect(sendLimitCheck({ step: 'failed' }, undefined)).toEqual({ step: 'waiting' })
    expect(sendLimitCheck({ step: 'failed' }, { kind: 'usd', usd: 1 })).toEqual({
      step: 'code',
      reason: { code: 'unreadable' },
    })
    expect(sendLimitCheck({ step: 'failed' }, { kind: 'none' })).toEqual({ step: 'free' })
  })
})
