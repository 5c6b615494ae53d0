// @vitest-environment happy-dom
import { act } from 'react'
import { toHex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApprovalPopupRequest } from '@/approvals/popup/approvalPopupMessages'
import { devnetNetwork } from '@/networks/knownNetworks'
import { apiClientAtom, approvalsAtom, networksAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { untilArmed } from '@/views/internal/testing/untilArmed'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { ApproveTransactionView } from './ApproveTransactionView'

// The test DOM has no IntersectionObserver v2, like Safari and Firefox: Approve goes on in a popup.
const account = '0x1111111111111111111111111111111111111111' as const
const root = testRoot()
const { container } = root

function fakePopup() {
  const sent: ApprovalPopupRequest[] = []
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
    postMessage: (message: ApprovalPopupRequest, targetOrigin: string) => {
      expect(targetOrigin).toBe(window.location.origin)
      sent.push(message)
    },
  }
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
  const post = (data: unknown) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: window.location.origin,
          source: popup as unknown as Window,
        }),
      )
    })
  return { popup, sent, open, post }
}

async function mount() {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'))
  const { store, wrap, controller } = viewFrame({
    route: { history: ['ApproveTransaction'] },
    connection: { status: 'connected', address: account, chainId: 31_337 },
  })
  const offline = () => Promise.reject(new TypeError('offline'))
  store.set(apiClientAtom, () => offline as never)
  store.set(networksAtom, [devnetNetwork(31_337, 'Latch Devnet A', 'http://127.0.0.1:8545')])
  const approval = {
    id: 'approval-1',
    origin: 'http://localhost:5173',
    request: {
      method: 'personal_sign',
      params: [toHex('Sign in to <b>Example</b>'), account],
      chainId: 31_337,
      address: account,
    },
    resolve: vi.fn(),
    reject: vi.fn(),
  }
  store.set(approvalsAtom, [approval])
  // The embedded wallet's flow is not what is tested here: only what Approve tells it.
  const answerApproval = vi.fn()
  vi.spyOn(controller, 'use').mockImplementation((async (name: string, use: (flow: never) => unknown) => {
    if (name !== 'embedded') throw new Error(`Only the embedded feature is held here, not ${name}`)
    return use({ answerApproval } as never)
  }) as never)
  await root.render(wrap(<ApproveTransactionView />))
  const approve = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Approve')
  await untilArmed(approve)
  return { approval, answerApproval, approve: approve as HTMLButtonElement }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ApproveTransactionView where the browser cannot report visibility', () => {
  it('opens the popup in the click, shows what is asked there, and signs on its Approve', async () => {
    const f = fakePopup()
    const { answerApproval, approve } = await mount()
    await act(() => approve.click())
    expect(f.open).toHaveBeenCalledWith(
      `${window.location.origin}/popup/approve`,
      '_blank',
      expect.any(String),
    )
    expect(container.textContent).toContain('Continue in the Latch window that opened.')
    expect(approve.getAttribute('aria-disabled')).toBe('true')

    await f.post({ type: 'latch:approval-popup:ready' })
    expect(f.sent).toEqual([
      {
        type: 'latch:approval-popup:request',
        id: expect.any(String),
        summary: {
          title: 'http://localhost:5173 asks you to sign a message',
          lines: [`Account: ${account}`, 'Network: Latch Devnet A', 'Message:', 'Sign in to <b>Example</b>'],
        },
      },
    ])
    expect(answerApproval).not.toHaveBeenCalled()
    await f.post({ type: 'latch:approval-popup:answer', id: f.sent[0]?.id, approved: true })
    await vi.waitFor(() => expect(answerApproval).toHaveBeenCalledWith(true))
    expect(f.popup.close).toHaveBeenCalled()
  })

  it("refuses the request on the popup's Reject", async () => {
    const rejecting = fakePopup()
    const first = await mount()
    await act(() => first.approve.click())
    await rejecting.post({ type: 'latch:approval-popup:ready' })
    await rejecting.post({ type: 'latch:approval-popup:answer', id: rejecting.sent[0]?.id, approved: false })
    await vi.waitFor(() => expect(first.answerApproval).toHaveBeenCalledWith(false))
    expect(first.answerApproval).toHaveBeenCalledTimes(1)
  })

  it('does nothing when the popup closes unanswered, and says so when the browser blocks it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const closing = fakePopup()
      const { answerApproval, approve } = await mount()
      await act(() => approve.click())
      closing.popup.closed = true
      await act(() => vi.advanceTimersByTime(1_000))
      await vi.waitFor(() => expect(approve.getAttribute('aria-disabled')).toBe('false'))
      expect(answerApproval).not.toHaveBeenCalled()

      vi.spyOn(window, 'open').mockReturnValue(null)
      await act(() => approve.click())
      await vi.waitFor(() =>
        expect(container.textContent).toContain(
          'Your browser blocked the Latch window. Allow pop-ups for this site',
        ),
      )
      expect(answerApproval).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})
