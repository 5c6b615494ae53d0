// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { balancesAtom, routerAtom } from '@/state/atoms'
import { initialBalancesState } from '@/state/balancesReducer'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { TokenList } from './TokenList'

const root = testRoot()
const nextFrame = () =>
  act(async () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
const marks = () => performance.getEntriesByName('latch:painted:tokens').length

const eth = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  quantity: { decimals: '18', numeric: '1.5' },
  price: 3_000,
  value: 4_500,
}

describe('TokenList in a DOM', () => {
  it('marks the tokens painted for `npm run bench` on each open that shows them, a reopen included', async () => {
    performance.clearMarks('latch:painted:tokens')
    const { store, wrap } = viewFrame({ route: { history: ['Account'] } })
    await root.render(wrap(<TokenList />))
    await nextFrame()
    expect(marks()).toBe(0)
    await act(async () =>
      store.set(balancesAtom, { ...initialBalancesState, key: '31337:0xabc', tokens: [eth] }),
    )
    await nextFrame()
    expect(marks()).toBe(1)
    expect(root.container.textContent).toContain('ETH')

    await act(async () => store.set(routerAtom, { ...store.get(routerAtom), open: false }))
    await nextFrame()
    expect(marks()).toBe(1)
    await act(async () => store.set(routerAtom, { ...store.get(routerAtom), open: true }))
    await nextFrame()
    expect(marks()).toBe(2)
    performance.clearMarks('latch:painted:tokens')
  })
})
