import type { Token } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { eth, usdl } from '@/send/internal/testing/sendFixtures'
import { quotedEthToUsdl, usdlToken } from './internal/testing/swapFixtures'
import { enterValidAmount, incorrectAmount, noSwapAddress, validateSwap } from './validateSwap'

const state = quotedEthToUsdl()
// 2 ETH and 100.5 USDL, USDL at the swap fixtures' address.
const balances: Token[] = [eth, { ...usdl, address: usdlToken.address }]
const checks = { address: '0xabc', balances, isSmartAccount: false }

describe('validateSwap', () => {
  it('accepts a quoted swap the account can pay, gas included', () => {
    expect(validateSwap(state, checks)).toBeUndefined()
  })

  it('needs an address, both tokens and an amount above 0 that parses', () => {
    expect(validateSwap(state, { ...checks, address: undefined })).toEqual({ error: noSwapAddress })
    expect(validateSwap({ ...state, toToken: undefined }, checks)).toEqual({ error: 'Select a token' })
    expect(validateSwap({ ...state, sourceTokenAmount: '' }, checks)).toEqual({ error: 'Enter an amount' })
    expect(validateSwap({ ...state, sourceTokenAmount: '1e3' }, checks)).toEqual({
      error: 'Enter digits and at most one dot',
    })
    expect(validateSwap({ ...state, sourceTokenAmount: '0.0' }, checks)).toEqual({
      error: 'Enter an amount above 0',
    })
  })

  it("says 'Insufficient balance' above what is held, or for a token not held", () => {
    expect(validateSwap({ ...state, sourceTokenAmount: '2.000000000000000001' }, checks)).toEqual({
      error: 'Insufficient balance',
    })
    expect(validateSwap(state, { ...checks, balances: [{ ...usdl, address: usdlToken.address }] })).toEqual({
      error: 'Insufficient balance',
    })
  })

  it("says 'Incorrect amount' with 'Please enter a valid amount' when no quote came, not while one is asked", () => {
    const none = { ...state, toTokenAmount: '', noQuote: true }
    expect(validateSwap(none, checks)).toEqual({ error: incorrectAmount, detail: enterValidAmount })
    expect(validateSwap({ ...none, loadingQuote: true }, checks)).toBeUndefined()
  })

  it('checks the gas against the coin held, the amount paid in it included, except for smart accounts', () => {
    // 2 ETH held: paying 1.9999 leaves less than 150000 gas at 1 gwei (0.00015 ETH).
    const tight = { ...state, sourceTokenAmount: '1.9999' }
    expect(validateSwap(tight, checks)).toEqual({ error: 'Insufficient funds for gas' })
    expect(validateSwap(tight, { ...checks, isSmartAccount: true })).toBeUndefined()
    const noCoin = [{ ...eth, quantity: { decimals: '18', numeric: '0' } }, ...balances.slice(1)]
    const payUsdl = { ...state, sourceToken: usdlToken, sourceTokenAmount: '5' }
    expect(validateSwap(payUsdl, { ...checks, balances: noCoin })).toEqual({
      error: 'Insufficient funds for gas',
    })
    expect(validateSwap(payUsdl, checks)).toBeUndefined()
  })
})
