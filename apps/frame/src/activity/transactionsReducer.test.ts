import type { TransactionHistoryItem } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import {
  needsPendingWatch,
  type TransactionsAction,
  transactionsReducer,
} from '@/activity/transactionsReducer'
import { initialTransactionsState, type TransactionsState } from '@/state/TransactionsState'

const key = '31337:0xabc'
const item = (id: string, status: 'confirmed' | 'pending' = 'confirmed'): TransactionHistoryItem => ({
  id,
  metadata: { minedAt: '2030-01-01T00:00:00.000Z', status, operationType: 'receive' },
  transfers: [
    { direction: 'in', quantity: { numeric: '1' }, fungible_info: { name: 'Ether', symbol: 'ETH' } },
  ],
})
const spam: TransactionHistoryItem = {
  id: 'spam',
  metadata: { minedAt: '2030-01-01T00:00:00.000Z' },
  transfers: [
    { direction: 'in', quantity: { numeric: '1' }, nft_info: { name: 'Claim', flags: { is_spam: true } } },
  ],
}
const run = (...actions: TransactionsAction[]) =>
  actions.reduce<TransactionsState>(transactionsReducer, initialTransactionsState)
const ids = (state: TransactionsState) => state.items.map((entry) => entry.id)

describe('transactionsReducer', () => {
  it('appends each page without the items already listed, and keeps its cursor', () => {
    const state = run(
      { type: 'fetchStart', key },
      { type: 'fetchSuccess', key, page: { data: [item('c'), item('b')], next: 'p2' } },
      { type: 'fetchStart', key },
      { type: 'fetchSuccess', key, page: { data: [item('b'), item('a')], next: null } },
    )
    expect(ids(state)).toEqual(['c', 'b', 'a'])
    expect(state).toMatchObject({ next: null, loading: false, empty: false, failed: false })
  })

  it('is empty after an answer with nothing, but not while a further page may still hold something', () => {
    expect(run({ type: 'fetchStart', key }, { type: 'fetchSuccess', key, page: { data: [] } }).empty).toBe(
      true,
    )
    const onlySpam = run(
      { type: 'fetchStart', key },
      { type: 'fetchSuccess', key, page: { data: [spam], next: 'p2' } },
    )
    expect(onlySpam).toMatchObject({ items: [], empty: false, next: 'p2' })
  })

  it('leaves out items that moved only spam NFTs', () => {
    const state = run(
      { type: 'fetchStart', key },
      { type: 'fetchSuccess', key, page: { data: [spam, item('a')] } },
    )
    expect(ids(state)).toEqual(['a'])
  })

  it('sets empty, failed and no next page on a failure (docs/behaviour.md#errors), keeping what was listed', () => {
    const state = run(
      { type: 'fetchStart', key },
      { type: 'fetchSuccess', key, page: { data: [item('a')], next: 'p2' } },
      { type: 'fetchStart', key },
      { type: 'fetchFailure', key },
    )
    expect(state).toMatchObject({ loading: false, empty: true, failed: true, next: null })
    expect(ids(state)).toEqual(['a'])
  })

  it('merges the first page read again in front, with the new versions, keeping the cursor of what is listed', () => {
    const state = run(
      { type: 'fetchStart', key },
      { type: 'fetchSuccess', key, page: { data: [item('b', 'pending'), item('a')], next: 'after-a' } },
      { type: 'refreshSuccess', key, page: { data: [item('c'), item('b')], next: 'after-b' } },
    )
    expect(ids(state)).toEqual(['c', 'b', 'a'])
    expect(state.items[1]?.metadata.status).toBe('confirmed')
    expect(state.next).toBe('after-a')
  })

  it("takes the first page's cursor when refreshing an empty or failed list", () => {
    const state = run(
      { type: 'fetchStart', key },
      { type: 'fetchFailure', key },
      { type: 'refreshSuccess', key, page: { data: [item('a')], next: 'after-a' } },
    )
    expect(state).toMatchObject({ next: 'after-a', failed: false, empty: false })
  })

  it('drops answers for an account no longer shown, and starts over for a new one', () => {
    const other = '31338:0xabc'
    const listed = run(
      { type: 'fetchStart', key },
      { type: 'fetchSuccess', key, page: { data: [item('a')] } },
    )
    const moved = transactionsReducer(listed, { type: 'fetchStart', key: other })
    expect(moved).toMatchObject({ key: other, items: [], loading: true })
    expect(transactionsReducer(moved, { type: 'fetchSuccess', key, page: { data: [item('b')] } })).toBe(moved)
    expect(transactionsReducer(moved, { type: 'fetchFailure', key })).toBe(moved)
  })

  it('starts a fresh list for a retry, and reset clears everything', () => {
    const listed = run({ type: 'fetchStart', key }, { type: 'fetchFailure', key })
    expect(transactionsReducer(listed, { type: 'fetchStart', key, fresh: true })).toMatchObject({
      failed: false,
      empty: false,
      loading: true,
    })
    expect(transactionsReducer(listed, { type: 'reset' })).toEqual(initialTransactionsState)
  })
})

describe('the pending-transaction watch', () => {
  const pending = run(
    { type: 'fetchStart', key },
    { type: 'fetchSuccess', key, page: { data: [item('a', 'pending')] } },
  )

  it('is needed only when the host turned it on and a pending item is listed', () => {
    expect(needsPendingWatch(pending, true)).toBe(true)
    expect(needsPendingWatch(pending, false)).toBe(false)
    const confirmed = run(
      { type: 'fetchStart', key },
      { type: 'fetchSuccess', key, page: { data: [item('a')] } },
    )
    expect(needsPendingWatch(confirmed, true)).toBe(false)
  })

  it('stops once the polls reach 99, and does not start again', () => {
    let state = transactionsReducer(pending, { type: 'watchStart', key })
    for (let poll = 1; poll < 99; poll++) state = transactionsReducer(state, { type: 'watchPoll', key })
    expect(state.watch).toEqual({ active: true, polls: 98 })
    state = transactionsReducer(state, { type: 'watchPoll', key })
    expect(state.watch).toEqual({ active: false, polls: 99 })
    expect(needsPendingWatch(state, true)).toBe(false)
    expect(transactionsReducer(state, { type: 'watchStart', key }).watch.active).toBe(false)
  })

  it('counts afresh for another account', () => {
    const stopped = { ...pending, watch: { active: false, polls: 99 } }
    expect(transactionsReducer(stopped, { type: 'fetchStart', key: '31338:0xabc' }).watch).toEqual({
      active: false,
      polls: 0,
    })
  })
})
