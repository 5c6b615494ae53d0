import type { TransactionHistoryItem, TransactionHistoryPage } from '@latch/shared-types'
import { describe, expect, it, vi } from 'vitest'
import { createActivityFlow } from '@/activity/createActivityFlow'
import type { ApiCall } from '@/api/createApiClient'
import { ApiRequestError } from '@/api/createApiClient'
import { devnetNetwork } from '@/networks/knownNetworks'
import {
  addressLabelsAtom,
  connectionAtom,
  hostConfigAtom,
  networksAtom,
  transactionsAtom,
} from '@/state/atoms'
import { initialConnectionState } from '@/state/connectionReducer'
import type { FrameContext } from '@/state/FrameContext'
import type { ToastAction } from '@/state/toastReducer'
import { testContext } from '@/testing/testContext'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const friend = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const received = (
  id: string,
  from = friend,
  status: 'confirmed' | 'pending' = 'confirmed',
): TransactionHistoryItem => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: id,
    minedAt: '2030-03-05T14:02:00.000Z',
    sentFrom: from,
    sentTo: account,
    status,
    chain: 'eip155:31337',
  },
  transfers: [
    { direction: 'in', quantity: { numeric: '1' }, fungible_info: { name: 'Ether', symbol: 'ETH' } },
  ],
})

type Call = { path: string; query: ApiCall['query'] }
type Answer = (call: Call) => unknown

/**
 * A flow over a fake API: `history` answers history reads (by call), identity reads answer a name
 * for `friend` only. Timers of `later` run at once (after the current task), their delays recorded.
 */
function activity(
  history: Answer,
  options: { projectId?: string; features?: { pendingTransactions?: boolean } } = {},
) {
  const calls: Call[] = []
  const api = (async (path: string, call: ApiCall = {}) => {
    const entry = { path, query: call.query }
    calls.push(entry)
    if (path.startsWith('/api/v1/identity/'))
      return { name: path.endsWith(friend) ? 'ada.latch.id' : null, avatar: null }
    return history(entry)
  }) as FrameContext['api']
  const { context, store } = testContext(api)
  const delays: number[] = []
  const toasts: ToastAction[] = []
  const flowContext: FrameContext = {
    ...context,
    later: (delayMs, run) => {
      delays.push(delayMs)
      setTimeout(run, 0)
    },
    dispatchToast: (action) => toasts.push(action),
  }
  store.set(networksAtom, [
    devnetNetwork(31337, 'Devnet A', 'http://127.0.0.1:8545'),
    devnetNetwork(31338, 'Devnet B', 'http://127.0.0.1:8546'),
  ])
  store.set(connectionAtom, {
    ...initialConnectionState,
    status: 'connected',
    address: account,
    chainId: 31337,
  })
  if (options.features) store.set(hostConfigAtom, { isMobile: false, features: options.features })
  const flow = createActivityFlow(flowContext, { projectId: options.projectId ?? 'latch-dev' })
  const historyCalls = () => calls.filter((call) => call.path.includes('/history'))
  const identityCalls = () => calls.filter((call) => call.path.startsWith('/api/v1/identity/'))
  const ids = () => store.get(transactionsAtom).items.map((item) => item.id)
  return { flow, store, calls, historyCalls, identityCalls, delays, toasts, ids }
}

const page = (data: TransactionHistoryItem[], next: string | null = null): TransactionHistoryPage => ({
  data,
  next,
})
const settle = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('createActivityFlow', () => {
  it('reads the first page for the connected account on its network, then the next with the cursor', async () => {
    const { flow, store, historyCalls, ids } = activity(({ query }) =>
      query?.cursor === 'p2' ? page([received('0xb')]) : page([received('0xa')], 'p2'),
    )
    await flow.load()
    expect(historyCalls()).toEqual([
      { path: `/api/v1/account/${account}/history`, query: { chainId: 'eip155:31337', cursor: undefined } },
    ])
    expect(store.get(transactionsAtom)).toMatchObject({ key: `31337:${account.toLowerCase()}`, next: 'p2' })
    await flow.loadMore()
    expect(historyCalls()[1]?.query).toEqual({ chainId: 'eip155:31337', cursor: 'p2' })
    expect(ids()).toEqual(['0xa', '0xb'])
    // The last page was read: nothing more is asked.
    await flow.loadMore()
    expect(historyCalls()).toHaveLength(2)
  })

  it("asks each counterparty's name once, and keeps it for the list", async () => {
    const { flow, store, identityCalls } = activity(({ query }) =>
      query?.cursor === 'p2'
        ? page([received('0xc', friend), received('0xd', other)])
        : page([received('0xa', friend), received('0xb', friend)], 'p2'),
    )
    await flow.load()
    await flow.loadMore()
    await flow.refresh()
    await settle()
    expect(identityCalls()).toEqual([
      { path: `/api/v1/identity/${friend}`, query: { sender: account } },
      { path: `/api/v1/identity/${other}`, query: { sender: account } },
    ])
    expect(store.get(addressLabelsAtom)).toEqual({
      [friend.toLowerCase()]: 'ada.latch.id',
      [other.toLowerCase()]: null,
    })
  })

  it("shows 'Failed to fetch transactions' and sets empty when a read fails (docs/behaviour.md#errors)", async () => {
    const { flow, store, toasts } = activity(() => {
      throw new Error('upstream down')
    })
    await flow.load()
    expect(toasts).toEqual([{ type: 'show', message: 'Failed to fetch transactions', variant: 'error' }])
    expect(store.get(transactionsAtom)).toMatchObject({ empty: true, failed: true, loading: false })
  })

  it('tries a read the server failed again (the query cache’s retries) before it says the read failed', async () => {
    let tries = 0
    const { flow, toasts, ids } = activity(() => {
      tries++
      if (tries < 3) throw new ApiRequestError(503, 'history busy')
      return page([received('0xa')])
    })
    await flow.load()
    expect(tries).toBe(3)
    expect(toasts).toEqual([])
    expect(ids()).toEqual(['0xa'])
  })

  it('a background read that fails shows no toast, and keeps what is listed', async () => {
    let down = false
    const { flow, store, toasts, ids } = activity(() => {
      if (down) throw new Error('upstream down')
      return page([received('0xa')])
    })
    await flow.load()
    down = true
    await flow.refresh({ background: true })
    expect(toasts).toEqual([])
    expect(ids()).toEqual(['0xa'])
    expect(store.get(transactionsAtom).failed).toBe(false)
    // The visitor's own read still says it failed.
    await flow.refresh()
    expect(toasts).toEqual([{ type: 'show', message: 'Failed to fetch transactions', variant: 'error' }])
  })

  it('a first read in the background that fails shows the failure in the list, with no toast', async () => {
    const { flow, store, toasts } = activity(() => {
      throw new Error('upstream down')
    })
    await flow.refresh({ background: true })
    expect(toasts).toEqual([])
    expect(store.get(transactionsAtom)).toMatchObject({ empty: true, failed: true, loading: false })
  })

  it('treats an answer without a data list as a failure, and leaves out items it cannot read', async () => {
    const broken = activity(() => ({ items: [] }))
    await broken.flow.load()
    expect(broken.store.get(transactionsAtom).failed).toBe(true)
    const partial = activity(() => ({ data: [received('0xa'), { id: 7 }, { id: '0xb', metadata: {} }] }))
    await partial.flow.load()
    expect(partial.ids()).toEqual(['0xa'])
  })

  it('refuses to read without a connected address or a projectId (docs/behaviour.md#errors)', async () => {
    const { flow, store } = activity(() => page([]))
    store.set(connectionAtom, initialConnectionState)
    await expect(flow.load()).rejects.toThrow('Transactions need a connected address')
    await expect(activity(() => page([]), { projectId: '' }).flow.load()).rejects.toThrow(
      'Transactions need a projectId',
    )
  })

  it('answers an empty list, without asking, on a network the frame does not serve (docs/behaviour.md#calls)', async () => {
    const { flow, store, historyCalls } = activity(() => page([received('0xa')]))
    store.set(connectionAtom, { ...store.get(connectionAtom), chainId: 1 })
    await flow.load()
    expect(historyCalls()).toEqual([])
    expect(store.get(transactionsAtom)).toMatchObject({
      key: `1:${account.toLowerCase()}`,
      items: [],
      empty: true,
    })
  })

  it('merges the first page read again in front, keeping what was read past it', async () => {
    let first = page([received('0xb'), received('0xa')], 'p2')
    const { flow, ids } = activity(({ query }) => (query?.cursor === 'p2' ? page([received('0x9')]) : first))
    await flow.load()
    await flow.loadMore()
    first = page([received('0xc'), received('0xb')], 'p2-new')
    await flow.refresh()
    expect(ids()).toEqual(['0xc', '0xb', '0xa', '0x9'])
  })

  it('clears the list when the account moves to another network, and drops the answer to the old one', async () => {
    let answer: (value: TransactionHistoryPage) => void = () => undefined
    const { flow, store, historyCalls } = activity(() => new Promise((resolve) => (answer = resolve)))
    const loading = flow.load()
    await vi.waitFor(() => expect(historyCalls()).toHaveLength(1))
    store.set(connectionAtom, { ...store.get(connectionAtom), chainId: 31338 })
    expect(store.get(transactionsAtom).key).toBeUndefined()
    answer(page([received('0xa')]))
    await loading
    expect(store.get(transactionsAtom).items).toEqual([])
  })

  it('clears the list on disconnect', async () => {
    const { flow, store } = activity(() => page([received('0xa')]))
    await flow.load()
    store.set(connectionAtom, initialConnectionState)
    expect(store.get(transactionsAtom).items).toEqual([])
  })
})

describe('the pending-transaction watch (docs/behaviour.md#states-and-transitions, #constants-and-limits)', () => {
  it('does not run unless the host turned it on', async () => {
    const { flow, historyCalls, delays } = activity(() => page([received('0xa', friend, 'pending')]))
    await flow.load()
    await settle()
    expect(historyCalls()).toHaveLength(1)
    expect(delays).toEqual([])
  })

  it('reads the first page again every 30000 ms while a pending item is listed, and stops at 99 polls', async () => {
    const { flow, store, historyCalls, delays } = activity(() => page([received('0xa', friend, 'pending')]), {
      features: { pendingTransactions: true },
    })
    await flow.load()
    await expect.poll(() => store.get(transactionsAtom).watch.polls, { timeout: 5_000 }).toBe(99)
    await settle()
    expect(historyCalls()).toHaveLength(1 + 99)
    expect(historyCalls().every((call) => call.query?.cursor === undefined)).toBe(true)
    expect(new Set(delays)).toEqual(new Set([30_000]))
    expect(store.get(transactionsAtom).watch).toEqual({ active: false, polls: 99 })
  })

  it('stops once nothing listed is pending', async () => {
    let status: 'pending' | 'confirmed' = 'pending'
    const { flow, store, historyCalls } = activity(() => page([received('0xa', friend, status)]), {
      features: { pendingTransactions: true },
    })
    await flow.load()
    status = 'confirmed'
    await expect.poll(() => store.get(transactionsAtom).watch.active).toBe(false)
    await settle()
    expect(historyCalls()).toHaveLength(2)
    expect(store.get(transactionsAtom).items[0]?.metadata.status).toBe('confirmed')
  })

  it('stops when the account disconnects', async () => {
    const { flow, store, historyCalls } = activity(() => page([received('0xa', friend, 'pending')]), {
      features: { pendingTransactions: true },
    })
    await flow.load()
    store.set(connectionAtom, initialConnectionState)
    await settle()
    expect(historyCalls()).toHaveLength(1)
    expect(store.get(transactionsAtom).watch.active).toBe(false)
  })
})
