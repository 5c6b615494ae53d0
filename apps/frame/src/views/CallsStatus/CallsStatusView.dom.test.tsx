// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CallsStatus } from '@/connectors/CallsStatus'
import { applyLocale } from '@/i18n/applyLocale'
import { devnetNetwork } from '@/networks/knownNetworks'
import { networksAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { CallsStatusView, callsStatusPollMs } from './CallsStatusView'

const id = `eip155:31337:op:0x${'0a'.repeat(32)}`
const hash = `0x${'cd'.repeat(32)}` as const
const pending: CallsStatus = { version: '2.0.0', id, chainId: '0x7a69', status: 100, atomic: true }
const confirmed: CallsStatus = {
  ...pending,
  status: 200,
  receipts: [
    {
      logs: [],
      status: '0x1',
      blockHash: `0x${'bb'.repeat(32)}`,
      blockNumber: '0x5',
      gasUsed: '0x1',
      transactionHash: hash,
    },
  ],
}

const root = testRoot()
const { container } = root
afterEach(() => vi.useRealTimers())

async function mount(answers: (CallsStatus | Error)[], data: { callsId?: string } = { callsId: id }) {
  const { store, controller, wrap } = viewFrame({
    route: { history: ['CallsStatus'], data },
    connection: {
      status: 'connected',
      address: '0x1111111111111111111111111111111111111111',
      chainId: 31_337,
    },
  })
  store.set(networksAtom, [devnetNetwork(31_337, 'Latch Devnet A', 'http://127.0.0.1:8545')])
  const request = vi.spyOn(controller, 'request')
  for (const answer of answers)
    request.mockImplementationOnce(async () => {
      if (answer instanceof Error) throw answer
      return answer
    })
  const close = vi.spyOn(controller, 'close')
  await root.render(wrap(<CallsStatusView />))
  return { request, close, store }
}

const status = () => container.querySelector('[data-testid="calls-status"]')

describe('CallsStatusView in a DOM', () => {
  it('asks wallet_getCallsStatus for its batch until it is confirmed, then links the transaction', async () => {
    vi.useFakeTimers()
    const { request, close } = await mount([pending, confirmed])
    expect(request).toHaveBeenCalledWith({ method: 'wallet_getCallsStatus', params: [id] })
    expect(status()?.textContent).toBe('Pending: waiting to be included')
    expect(container.textContent).toContain('all of them, or none')
    await act(async () => vi.advanceTimersByTimeAsync(callsStatusPollMs))
    expect(status()?.getAttribute('data-status')).toBe('200')
    expect(status()?.textContent).toBe('Confirmed')
    const link = container.querySelector('[data-testid="calls-status-receipts"] a')
    expect(link?.getAttribute('href')).toBe(`/explorer/31337/tx/${hash}`)
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
    await act(async () => vi.advanceTimersByTimeAsync(callsStatusPollMs * 3))
    expect(request).toHaveBeenCalledTimes(2)
    await act(async () => root.button('Close').click())
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('says a reverted batch changed nothing', async () => {
    const [receipt] = confirmed.receipts ?? []
    if (!receipt) throw new Error('no receipt')
    await mount([{ ...confirmed, status: 500, receipts: [{ ...receipt, status: '0x0' }] }])
    expect(status()?.textContent).toBe('Failed: reverted on chain, nothing changed')
    expect(container.querySelector('li')?.textContent).toContain('Reverted')
  })

  it("says it in the visitor's language", async () => {
    const { store } = await mount([confirmed])
    await act(async () => applyLocale(store, 'de'))
    expect(status()?.textContent).toBe('Bestätigt')
    expect(container.textContent).toContain('Die Aufrufe liefen zusammen: alle oder keiner.')
    expect(container.querySelector('li')?.textContent).toContain('Erfolgreich')
    expect(root.button('Schließen')).toBeDefined()
    await act(async () => applyLocale(store, 'en'))
  })

  it("shows the wallet's refusal as text", async () => {
    await mount([new Error('<b>Unknown bundle id.</b>')])
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('<b>Unknown bundle id.</b>')
    expect(container.querySelector('b')).toBeNull()
  })

  it('shows nothing to follow without a batch', async () => {
    const { request } = await mount([], {})
    expect(container.textContent).toContain('No batch to show.')
    expect(request).not.toHaveBeenCalled()
  })
})
