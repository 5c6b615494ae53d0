// @vitest-environment happy-dom
import { act } from 'react'
import { toHex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApprovalPopupRequest } from '@/approvals/popup/approvalPopupMessages'
import { devnetNetwork } from '@/networks/knownNetworks'
import { apiClientAtom, approvalsAtom, networksAtom, sendLimitAtom } from '@/state/atoms'
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

type MountOptions = {
  request?: { method: string; params: unknown }
  limitUsd?: number | null
  /** The wallet's second factor, where a limit is set: its app by default. */
  kind?: 'totp' | 'passkey'
  /** The USD price of ETH that the frame's API answers; offline when absent. */
  ethUsd?: number
  flow?: Record<string, unknown>
}

async function mount(options: MountOptions = {}) {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'))
  const { store, wrap, controller } = viewFrame({
    route: { history: ['ApproveTransaction'] },
    connection: { status: 'connected', address: account, chainId: 31_337 },
  })
  const offline = () => Promise.reject(new TypeError('offline'))
  const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
  const priced = async () => ({ fungibles: [{ price: options.ethUsd, address: native }] })
  store.set(apiClientAtom, () => (options.ethUsd === undefined ? offline : priced) as never)
  store.set(networksAtom, [devnetNetwork(31_337, 'Latch Devnet A', 'http://127.0.0.1:8545')])
  const approval = {
    id: 'approval-1',
    origin: 'http://localhost:5173',
    request: {
      method: 'personal_sign',
      params: [toHex('Sign in to <b>Example</b>'), account] as unknown,
      ...options.request,
      chainId: 31_337,
      address: account,
    },
    resolve: vi.fn(),
    reject: vi.fn(),
  }
  // Unless a test sets one, a wallet without a send limit: Approve asks for no code.
  store.set(
    sendLimitAtom,
    options.limitUsd === undefined || options.limitUsd === null
      ? { step: 'known', limitUsd: null }
      : { step: 'known', limitUsd: options.limitUsd, kind: options.kind ?? 'totp' },
  )
  store.set(approvalsAtom, [approval])
  // The embedded wallet's flow is not what is tested here: only what Approve tells it.
  const answerApproval = vi.fn()
  vi.spyOn(controller, 'use').mockImplementation((async (name: string, use: (flow: never) => unknown) => {
    if (name !== 'embedded') throw new Error(`Only the embedded feature is held here, not ${name}`)
    return use({ answerApproval, ...options.flow } as never)
  }) as never)
  await root.render(wrap(<ApproveTransactionView />))
  const approve = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Approve')
  if (options.limitUsd === undefined || options.limitUsd === null) await untilArmed(approve)
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

describe('ApproveTransactionView over the send limit', () => {
  const oneEth = {
    method: 'eth_sendTransaction',
    params: [{ from: account, to: '0x2222222222222222222222222222222222222222', value: '0xde0b6b3a7640000' }],
  }
  const field = () => container.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')
  function type(value: string) {
    const input = field()
    if (!input) throw new Error('no code field')
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }

  it('asks for a code, approves only with the one the server accepts, and keeps a refused one', async () => {
    const f = fakePopup()
    const tried: string[] = []
    const approveWithSecondFactor = vi.fn(async (code: string) => {
      tried.push(code)
      if (code === '111111') throw new Error('Invalid code')
    })
    const { answerApproval, approve } = await mount({
      request: oneEth,
      limitUsd: 100,
      ethUsd: 2500,
      flow: { approveWithSecondFactor },
    })
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="approve-send-limit"]')?.textContent).toBe(
        'This request is worth $2,500.00, over your limit of $100.00. Approve it with a code from your authenticator app, or a recovery code.',
      ),
    )
    // No code, no approval.
    expect(approve.disabled).toBe(true)
    await act(async () => type('111111'))
    expect(approve.disabled).toBe(false)
    await untilArmed(approve)
    await act(() => approve.click())
    await f.post({ type: 'latch:approval-popup:ready' })
    await f.post({ type: 'latch:approval-popup:answer', id: f.sent[0]?.id, approved: true })
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe('Invalid code'),
    )
    expect(field()?.value).toBe('111111')
    expect(answerApproval).not.toHaveBeenCalled()

    await act(async () => type(' 222222 '))
    await untilArmed(approve)
    await act(() => approve.click())
    await f.post({ type: 'latch:approval-popup:ready' })
    await f.post({ type: 'latch:approval-popup:answer', id: f.sent[1]?.id, approved: true })
    await vi.waitFor(() => expect(tried).toEqual(['111111', '222222']))
    // Approving is the flow's, after the code: the view never answers the request itself.
    expect(answerApproval).not.toHaveBeenCalled()
  })

  it('approves over the limit with a passkey where it is the factor', async () => {
    const f = fakePopup()
    const approveWithPasskey = vi.fn(async () => undefined)
    const approveWithSecondFactor = vi.fn(async () => undefined)
    const { approve } = await mount({
      request: oneEth,
      limitUsd: 100,
      ethUsd: 2500,
      kind: 'passkey',
      flow: { approveWithPasskey, approveWithSecondFactor },
    })
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="approve-send-limit"]')?.textContent).toBe(
        'This request is worth $2,500.00, over your limit of $100.00. Approve confirms it with one of your passkeys, or type a recovery code.',
      ),
    )
    expect(field()?.labels?.[0]?.textContent).toBe('Or a recovery code')
    // No code needed: the passkey confirms once the popup approved.
    expect(approve.disabled).toBe(false)
    await untilArmed(approve)
    await act(() => approve.click())
    await f.post({ type: 'latch:approval-popup:ready' })
    await f.post({ type: 'latch:approval-popup:answer', id: f.sent[0]?.id, approved: true })
    await vi.waitFor(() => expect(approveWithPasskey).toHaveBeenCalledTimes(1))
    expect(approveWithSecondFactor).not.toHaveBeenCalled()
  })

  it('approves over the limit with a recovery code typed where a passkey is the factor', async () => {
    const f = fakePopup()
    const approveWithPasskey = vi.fn(async () => undefined)
    const approveWithSecondFactor = vi.fn(async () => undefined)
    const { approve } = await mount({
      request: oneEth,
      limitUsd: 100,
      ethUsd: 2500,
      kind: 'passkey',
      flow: { approveWithPasskey, approveWithSecondFactor },
    })
    await vi.waitFor(() => expect(field()).not.toBeNull())
    await act(async () => type(' abcde-fghij '))
    await untilArmed(approve)
    await act(() => approve.click())
    await f.post({ type: 'latch:approval-popup:ready' })
    await f.post({ type: 'latch:approval-popup:answer', id: f.sent[0]?.id, approved: true })
    await vi.waitFor(() => expect(approveWithSecondFactor).toHaveBeenCalledWith('abcde-fghij'))
    expect(approveWithPasskey).not.toHaveBeenCalled()
  })

  it('asks nothing under the limit', async () => {
    const { approve } = await mount({ request: oneEth, limitUsd: 5_000, ethUsd: 2500 })
    await untilArmed(approve)
    expect(approve.disabled).toBe(false)
    expect(container.querySelector('[data-testid="approve-send-limit"]')).toBeNull()
  })

  it('asks where the worth cannot be priced, and for a message never', async () => {
    await mount({ request: oneEth, limitUsd: 5_000 })
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="approve-send-limit"]')?.textContent).toContain(
        'Latch cannot price this request in USD to compare it with your limit of $5,000.00.',
      ),
    )
  })

  it('asks nothing of a message, whatever the limit', async () => {
    const { approve } = await mount({ limitUsd: 0 })
    await untilArmed(approve)
    expect(container.querySelector('[data-testid="approve-send-limit"]')).toBeNull()
  })
})
