// @vitest-environment happy-dom
import type { TransactionHistoryItem, TransactionHistoryPage } from '@latch/shared-types'
import { act } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiCall } from '@/api/createApiClient'
import { applyLocale } from '@/i18n/applyLocale'
import { devnetNetwork } from '@/networks/knownNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import {
  apiClientAtom,
  embeddedAccountAtom,
  namespaceAtom,
  networksAtom,
  solanaNetworksAtom,
} from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { TransactionList } from './TransactionList'
import { TransactionsView } from './TransactionsView'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const friend = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hashOf = (id: string) => `0x${id.padStart(64, '0')}`

// Mid-month at noon UTC: the same month in every time zone the tests may run in.
const received = (id: string, minedAt: string, numeric = '0.25'): TransactionHistoryItem => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: hashOf(id),
    minedAt,
    sentFrom: friend,
    sentTo: account,
    status: 'confirmed',
    chain: 'eip155:31337',
  },
  transfers: [{ direction: 'in', quantity: { numeric }, fungible_info: { name: 'Ether', symbol: 'ETH' } }],
})
const spam: TransactionHistoryItem = {
  id: 'spam',
  metadata: {
    operationType: 'receive',
    hash: hashOf('5'),
    minedAt: '2030-03-15T12:00:00.000Z',
    sentFrom: friend,
  },
  transfers: [
    {
      direction: 'in',
      quantity: { numeric: '1' },
      nft_info: { name: 'Claim your prize', flags: { is_spam: true } },
    },
  ],
}

type Answer = (cursor: string | undefined) => Promise<TransactionHistoryPage> | TransactionHistoryPage

const root = testRoot()
const { container, button } = root
let observed: { callback: IntersectionObserverCallback; target: Element }[] = []

beforeEach(() => {
  observed = []
  // happy-dom lays nothing out: the test says when the end of the list scrolls into view.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.push({ callback: this.callback, target })
      }
      disconnect() {
        observed = observed.filter((entry) => entry.callback !== this.callback)
      }
    },
  )
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// The controller loads the activity flow on first use; loaded here once, each mount's first page
// arrives within the settle below instead of racing the module's first import.
beforeAll(() => import('@/activity/createActivityFlow'))

async function mount(history: Answer, view = <TransactionList />) {
  const frame = viewFrame({ connection: { status: 'connected', address: account, chainId: 31337 } })
  frame.store.set(networksAtom, [devnetNetwork(31337, 'Latch Devnet A', 'http://127.0.0.1:8545')])
  const cursors: (string | undefined)[] = []
  const api = async (path: string, call: ApiCall = {}) => {
    if (path.startsWith('/api/v1/identity/')) return { name: path.endsWith(friend) ? 'ada.latch.id' : null }
    const cursor = call.query?.cursor as string | undefined
    cursors.push(cursor)
    return history(cursor)
  }
  frame.store.set(apiClientAtom, () => api as never)
  await root.render(frame.wrap(view))
  await settle()
  return { ...frame, cursors }
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const nextFrame = () =>
  act(async () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
const items = () => [...container.querySelectorAll('[data-testid="transaction-item"]')]
const headings = () =>
  [...container.querySelectorAll('h2, h3')].map((heading) => `${heading.tagName}:${heading.textContent}`)

describe('TransactionList in a browser', () => {
  it('shows a busy skeleton while the first page loads', async () => {
    await mount(() => new Promise(() => undefined))
    const status = container.querySelector('[role="status"]')
    expect(status?.getAttribute('aria-busy')).toBe('true')
    expect(status?.getAttribute('aria-label')).toBe('Loading activity')
    expect(items()).toHaveLength(0)
  })

  it('marks the Activity paint for `npm run bench` a frame after the first page is in, not before', async () => {
    const marks = () => performance.getEntriesByName('latch:painted:activity')
    performance.clearMarks('latch:painted:activity')
    let answer: (page: TransactionHistoryPage) => void = () => undefined
    const { cursors } = await mount(() => new Promise((resolve) => (answer = resolve)))
    await act(() => vi.waitFor(() => expect(cursors).toHaveLength(1)))
    await nextFrame()
    expect(marks()).toHaveLength(0)
    await act(async () => answer({ data: [received('1', '2030-03-15T12:00:00.000Z')], next: null }))
    expect(items()).toHaveLength(1)
    await nextFrame()
    expect(marks()).toHaveLength(1)
    performance.clearMarks('latch:painted:activity')
  })

  it("speaks the visitor's language: the months, the words, the amounts and the explorer link", async () => {
    const { store } = await mount(() => ({
      data: [received('1', '2030-03-15T12:00:00.000Z', '1234.5')],
      next: null,
    }))
    await act(async () => applyLocale(store, 'de'))
    expect(headings()).toEqual(['H2:2030', 'H3:März'])
    expect(container.querySelector('ul')?.getAttribute('aria-label')).toBe('März 2030')
    const [item] = items()
    expect(item?.textContent).toContain('Empfangen')
    expect(item?.textContent).toContain('von ada.latch.id')
    expect(item?.querySelector('[data-testid="transaction-amount"]')?.textContent).toBe('+1.234,5 ETH')
    expect(item?.querySelector('a')?.textContent).toMatch(
      /^Im Explorer ansehen: Empfangen \+1\.234,5 ETH, 15\. März, \d\d:00 \(öffnet in einem neuen Tab\)$/,
    )
    await act(async () => applyLocale(store, 'en'))
  })

  it('says so when the account has no activity', async () => {
    await mount(() => ({ data: [], next: null }))
    expect(container.textContent).toBe('No activity yet')
  })

  it('says a read failed, and tries again on request', async () => {
    let fail = true
    const { cursors } = await mount(() => {
      if (fail) throw new Error('down')
      return { data: [received('1', '2030-03-15T12:00:00.000Z')], next: null }
    })
    expect(container.textContent).toContain('Failed to fetch transactions')
    fail = false
    await act(async () => button('Try again').click())
    await settle()
    expect(cursors).toHaveLength(2)
    expect(items()).toHaveLength(1)
  })

  it('groups by year then month under headings, newest first, each item in words with its explorer link', async () => {
    await mount(() => ({
      data: [
        received('1', '2029-12-15T12:00:00.000Z', '3'),
        received('3', '2030-03-20T12:00:00.000Z', '1'),
        received('2', '2030-01-15T12:00:00.000Z', '2'),
      ],
      next: null,
    }))
    expect(headings()).toEqual(['H2:2030', 'H3:March', 'H3:January', 'H2:2029', 'H3:December'])
    const march = container.querySelector('ul[aria-label="March 2030"]')
    expect(march?.querySelectorAll('li')).toHaveLength(1)
    const [first] = items()
    expect(first?.textContent).toContain('Received')
    expect(first?.textContent).toContain('+1 ETH')
    expect(first?.textContent).toContain('from ada.latch.id')
    const link = first?.querySelector('a')
    expect(link?.getAttribute('href')).toBe(`/explorer/31337/tx/${hashOf('3')}`)
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link?.textContent).toMatch(/^View on explorer/)
    expect(
      items().map((item) => item.querySelector('[data-testid="transaction-amount"]')?.textContent),
    ).toEqual(['+1 ETH', '+2 ETH', '+3 ETH'])
  })

  it('hides items that moved only spam NFTs', async () => {
    await mount(() => ({ data: [spam, received('1', '2030-03-15T12:00:00.000Z')], next: null }))
    expect(items()).toHaveLength(1)
    expect(container.textContent).not.toContain('Claim your prize')
  })

  it('loads the next page with the cursor from the button, and when the end scrolls into view', async () => {
    const pages: Record<string, TransactionHistoryPage> = {
      first: { data: [received('3', '2030-03-20T12:00:00.000Z')], next: 'p2' },
      p2: { data: [received('2', '2030-03-15T12:00:00.000Z')], next: 'p3' },
      p3: { data: [received('1', '2030-03-10T12:00:00.000Z')], next: null },
    }
    const { cursors } = await mount((cursor) => pages[cursor ?? 'first'] ?? { data: [] })
    await act(async () => button('Load more').click())
    await settle()
    expect(cursors).toEqual([undefined, 'p2'])
    expect(items()).toHaveLength(2)
    const [end] = observed
    expect(end).toBeDefined()
    await act(async () =>
      end?.callback(
        [{ isIntersecting: true, target: end.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    )
    await settle()
    expect(cursors).toEqual([undefined, 'p2', 'p3'])
    expect(items()).toHaveLength(3)
    expect([...container.querySelectorAll('button')].map((entry) => entry.textContent)).not.toContain(
      'Load more',
    )
  })

  it('reads the first page again when shown again, keeping the list on screen meanwhile', async () => {
    let answer: Answer = () => ({ data: [received('1', '2030-03-15T12:00:00.000Z')], next: null })
    const frame = await mount((cursor) => answer(cursor))
    await root.render(frame.wrap(<p>Tokens</p>))
    let release: (page: TransactionHistoryPage) => void = () => undefined
    answer = () => new Promise((resolve) => (release = resolve))
    await root.render(frame.wrap(<TransactionsView />))
    expect(frame.cursors).toEqual([undefined, undefined])
    expect(items()).toHaveLength(1)
    expect(
      container.querySelector('[data-view="Transactions"] [data-testid="transaction-list"]'),
    ).not.toBeNull()
    await act(async () =>
      release({
        data: [received('2', '2030-03-16T12:00:00.000Z'), received('1', '2030-03-15T12:00:00.000Z')],
        next: null,
      }),
    )
    await settle()
    expect(items()).toHaveLength(2)
  })

  it("lists the Solana account's where Solana is active, links its signatures, and Activity of switches back", async () => {
    const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const signature = '5'.repeat(87)
    const frame = viewFrame({
      connection: {
        status: 'connected',
        address: account,
        chainId: 31337,
        connector: { id: 'embedded', name: 'Email', type: 'AUTH' },
      },
    })
    frame.store.set(networksAtom, [devnetNetwork(31337, 'Latch Devnet A', 'http://127.0.0.1:8545')])
    frame.store.set(solanaNetworksAtom, [localSolanaNetwork])
    frame.store.set(embeddedAccountAtom, { address: account, solanaAddress } as never)
    frame.store.set(namespaceAtom, { active: 'solana', switching: false })
    const paths: string[] = []
    const api = async (path: string, call: ApiCall = {}) => {
      paths.push(`${path}?chainId=${String(call.query?.chainId)}`)
      if (path.startsWith('/api/v1/identity/')) return { name: null }
      const solana = path.includes(solanaAddress)
      return {
        data: [
          {
            id: solana ? signature : '1',
            metadata: {
              operationType: 'receive',
              hash: solana ? signature : hashOf('1'),
              minedAt: '2030-03-15T12:00:00.000Z',
              sentFrom: solana ? 'GmC5Tg8x2Kj3fYrnh4Bb6QwLZqG1t3qKqLhV7tUq9sQs' : friend,
              sentTo: solana ? solanaAddress : account,
              status: 'confirmed',
              chain: solana ? 'solana:localnet' : 'eip155:31337',
            },
            transfers: [
              {
                direction: 'in',
                quantity: { numeric: solana ? '2.5' : '0.25' },
                fungible_info: solana
                  ? { name: 'Latch USD', symbol: 'USDL' }
                  : { name: 'Ether', symbol: 'ETH' },
              },
            ],
          },
        ],
        next: null,
      }
    }
    frame.store.set(apiClientAtom, () => api as never)
    const switched = vi.spyOn(frame.controller, 'switchNamespace')
    await root.render(frame.wrap(<TransactionList />))
    await vi.waitFor(async () => {
      await settle()
      expect(items()).toHaveLength(1)
    })
    expect(paths).toEqual([`/api/v1/account/${solanaAddress}/history?chainId=solana:localnet`])
    expect(items()).toHaveLength(1)
    expect(items()[0]?.textContent).toContain('2.5 USDL')
    expect(container.querySelector('a[href^="/explorer/"]')?.getAttribute('href')).toBe(
      `/explorer/solana:localnet/tx/${signature}`,
    )
    const picker = container.querySelector('[role="group"]')
    expect(picker?.getAttribute('aria-labelledby') && container.textContent).toContain('Activity of')
    expect(
      [...(picker?.querySelectorAll('button') ?? [])].map(
        (b) => `${b.textContent}:${b.getAttribute('aria-pressed')}`,
      ),
    ).toEqual(['Ethereum:false', 'Solana:true'])
    await act(async () => button('Ethereum').click())
    expect(switched).toHaveBeenCalledWith('eip155')
    expect(await switched.mock.results[0]?.value).toBe(true)
    expect(frame.store.get(namespaceAtom).active).toBe('eip155')
    await vi.waitFor(async () => {
      await settle()
      expect(items()[0]?.textContent).toContain('0.25 ETH')
    })
    expect(paths).toContain(`/api/v1/account/${account}/history?chainId=eip155:31337`)
  })
})
