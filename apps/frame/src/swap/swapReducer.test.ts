import { describe, expect, it } from 'vitest'
import { ethToken, ltchToken, quotedEthToUsdl, usdlToken } from './internal/testing/swapFixtures'
import { initialSwapState, type SwapTransaction } from './SwapState'
import { type SwapAction, swapReducer } from './swapReducer'

const run = (state: typeof initialSwapState, ...actions: SwapAction[]) => actions.reduce(swapReducer, state)
const tx: SwapTransaction = {
  from: '0x0000000000000000000000000000000000000abc',
  to: '0x0000000000000000000000000000000000000def',
  data: '0x',
  value: 0n,
  gas: 100_000n,
  gasPrice: 1n,
}
const quoted = quotedEthToUsdl()

describe('swapReducer', () => {
  it('starts afresh for another account or network, and keeps the swap of the same one', () => {
    expect(swapReducer(quoted, { type: 'start', key: quoted.key ?? '' })).toBe(quoted)
    expect(swapReducer(quoted, { type: 'start', key: '31338:0xabc' })).toEqual({
      ...initialSwapState,
      key: '31338:0xabc',
    })
  })

  it('initialises paying 1 of the network coin, priced, with nothing to receive yet', () => {
    const started = run({ ...initialSwapState, key: 'k' }, { type: 'initStart' })
    expect(started.initializing).toBe(true)
    const done = swapReducer(started, {
      type: 'initialized',
      tokens: [ethToken, usdlToken],
      networkPrice: 3000,
      gasPrice: 5n,
    })
    expect(done).toMatchObject({
      initializing: false,
      initialized: true,
      sourceToken: ethToken,
      toToken: undefined,
      sourceTokenAmount: '1',
      gasPrice: 5n,
      networkPrice: 3000,
      tokensPriceMap: { [ethToken.address.toLowerCase()]: 3000 },
    })
    expect(swapReducer(started, { type: 'initFailed' })).toMatchObject({
      initializing: false,
      initialized: false,
    })
  })

  it('keeps an amount typed while it initialises, even an emptied one, instead of the default 1', () => {
    const started = run({ ...initialSwapState, key: 'k' }, { type: 'initStart' })
    const initialized = {
      type: 'initialized',
      tokens: [ethToken, usdlToken],
      networkPrice: 3000,
      gasPrice: 5n,
    } as const
    const typed = swapReducer(started, { type: 'setAmount', amount: '0.25' })
    expect(swapReducer(typed, initialized)).toMatchObject({ initialized: true, sourceTokenAmount: '0.25' })
    const emptied = swapReducer(typed, { type: 'setAmount', amount: '' })
    expect(swapReducer(emptied, initialized).sourceTokenAmount).toBe('')
  })

  it('drops the quote, the transactions and late answers on every edit', () => {
    const built = run(quoted, { type: 'built', seq: 3, approval: tx, swap: undefined })
    expect(built.approvalTransaction).toBe(tx)
    const typed = swapReducer(built, { type: 'setAmount', amount: '2' })
    expect(typed).toMatchObject({
      sourceTokenAmount: '2',
      toTokenAmount: '',
      quoteSeq: 4,
      approvalTransaction: undefined,
      swapTransaction: undefined,
    })
    // The answer for 1 ETH, asked under seq 3, comes back after 2 was typed.
    expect(swapReducer(typed, { type: 'quoted', seq: 3, toAmount: '2949.5' })).toBe(typed)
    expect(swapReducer(typed, { type: 'quoteStart', seq: 3 })).toBe(typed)
    expect(swapReducer(typed, { type: 'built', seq: 3, approval: undefined, swap: tx })).toBe(typed)
    const asked = swapReducer(typed, { type: 'quoteStart', seq: 4 })
    expect(asked.loadingQuote).toBe(true)
    expect(swapReducer(asked, { type: 'quoted', seq: 4, toAmount: '5890' })).toMatchObject({
      loadingQuote: false,
      toTokenAmount: '5890',
      noQuote: false,
    })
    expect(swapReducer(asked, { type: 'quoted', seq: 4, toAmount: undefined })).toMatchObject({
      toTokenAmount: '',
      noQuote: true,
    })
  })

  it('keeps the transactions built when the same quote is refreshed', () => {
    const built = run(quoted, { type: 'built', seq: 3, approval: undefined, swap: tx })
    const refreshed = run(built, { type: 'quoteStart', seq: 3 }, { type: 'quoted', seq: 3, toAmount: '2950' })
    expect(refreshed).toMatchObject({ swapTransaction: tx, toTokenAmount: '2950' })
  })

  it('switches the tokens, paying what was to be received, or 1 when nothing was', () => {
    expect(swapReducer(quoted, { type: 'switchTokens' })).toMatchObject({
      sourceToken: usdlToken,
      toToken: ethToken,
      sourceTokenAmount: '2949.5',
      toTokenAmount: '',
      quoteSeq: 4,
    })
    expect(swapReducer({ ...quoted, toTokenAmount: '' }, { type: 'switchTokens' }).sourceTokenAmount).toBe(
      '1',
    )
  })

  it('ignores a switch while initialising or before it', () => {
    const initializing = { ...quoted, initializing: true }
    expect(swapReducer(initializing, { type: 'switchTokens' })).toBe(initializing)
    const uninitialised = { ...quoted, initialized: false }
    expect(swapReducer(uninitialised, { type: 'switchTokens' })).toBe(uninitialised)
  })

  it('sets a token on the side picked for, and switches when it is the other side’s', () => {
    const picking = swapReducer(quoted, { type: 'select', side: 'source' })
    expect(picking.selecting).toBe('source')
    expect(swapReducer(quoted, { type: 'setToken', side: 'to', token: ltchToken })).toMatchObject({
      sourceToken: ethToken,
      toToken: ltchToken,
      toTokenAmount: '',
    })
    expect(swapReducer(quoted, { type: 'setToken', side: 'source', token: usdlToken })).toMatchObject({
      sourceToken: usdlToken,
      toToken: ethToken,
    })
  })

  it('merges prices by lowercased address', () => {
    const loading = swapReducer(quoted, { type: 'pricesStart' })
    expect(loading.loadingPrices).toBe(true)
    const loaded = swapReducer(loading, { type: 'pricesLoaded', prices: { [ltchToken.address]: 2 } })
    expect(loaded.loadingPrices).toBe(false)
    expect(loaded.tokensPriceMap[ltchToken.address.toLowerCase()]).toBe(2)
    expect(loaded.tokensPriceMap[ethToken.address.toLowerCase()]).toBe(3000)
  })

  it('marks a failed fetch and stops loading', () => {
    const loading = run(
      quoted,
      { type: 'quoteStart', seq: 3 },
      { type: 'buildStart', seq: 3, kind: 'approval' },
    )
    expect(loading.loadingApprovalTransaction).toBe(true)
    expect(swapReducer(loading, { type: 'fetchFailed' })).toMatchObject({
      fetchError: true,
      loadingQuote: false,
      loadingApprovalTransaction: false,
    })
  })

  it('freezes the swap while a transaction is waited on, then records how it went', () => {
    const built = run(quoted, { type: 'built', seq: 3, approval: tx, swap: undefined })
    const waiting = swapReducer(built, { type: 'confirmStart', pending: 'approval' })
    expect(waiting).toMatchObject({ loadingTransaction: true, pending: 'approval' })
    expect(swapReducer(waiting, { type: 'confirmStart', pending: 'swap' })).toBe(waiting)
    for (const edit of [
      { type: 'setAmount', amount: '3' },
      { type: 'switchTokens' },
      { type: 'setToken', side: 'to', token: ltchToken },
      { type: 'quoted', seq: 3, toAmount: '1' },
    ] satisfies SwapAction[])
      expect(swapReducer(waiting, edit)).toBe(waiting)
    expect(swapReducer(waiting, { type: 'approved' })).toMatchObject({
      loadingTransaction: false,
      pending: undefined,
      approvalTransaction: undefined,
    })
    const failed = swapReducer(waiting, { type: 'transactionFailed', error: 'User rejected the request.' })
    expect(failed).toMatchObject({
      loadingTransaction: false,
      transactionError: 'User rejected the request.',
    })
    expect(failed.approvalTransaction).toBe(tx)
    // Coming back to Swap clears the error of the last try.
    expect(swapReducer(failed, { type: 'start', key: quoted.key ?? '' }).transactionError).toBeUndefined()
    expect(swapReducer(failed, { type: 'setAmount', amount: '2' }).transactionError).toBeUndefined()
  })

  it('resets to the initial state, so that the next Swap initialises again', () => {
    expect(swapReducer(quoted, { type: 'reset' })).toEqual(initialSwapState)
  })
})
