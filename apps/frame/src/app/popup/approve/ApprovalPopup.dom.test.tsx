// @vitest-environment happy-dom
import { getDefaultStore } from 'jotai'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '@/i18n/applyLocale'
import { testRoot } from '@/views/internal/testing/testRoot'
import { fakeOpener } from '../testing/fakeOpener'
import { ApprovalPopup } from './ApprovalPopup'

const root = testRoot()
const { container } = root
const request = {
  type: 'latch:approval-popup:request',
  id: 'request-1',
  summary: { title: 'http://localhost:5173 asks you to sign a message', lines: ['Message:', '<b>hi</b>'] },
}

const withOpener = () => fakeOpener(window.location.origin)

const button = (name: string) =>
  [...container.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === name,
  ) as HTMLButtonElement

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true })
  vi.restoreAllMocks()
})

describe('/popup/approve', () => {
  it('tells its opener it is ready, at its own origin only, and shows the request as text', async () => {
    const o = withOpener()
    await root.render(<ApprovalPopup />)
    expect(o.posted).toEqual([
      { message: { type: 'latch:approval-popup:ready' }, targetOrigin: window.location.origin },
    ])
    expect(container.textContent).toBe('Loading the request…')
    await o.send(request)
    expect(container.querySelector('h1')?.textContent).toBe(request.summary.title)
    expect(container.querySelector('[data-testid="approval-summary"]')?.textContent).toBe('Message:<b>hi</b>')
    expect(container.querySelector('b')).toBeNull()
  })

  it('speaks the language the frame names in its URL', async () => {
    window.history.replaceState(null, '', '/popup/approve?locale=de')
    try {
      const o = withOpener()
      await root.render(<ApprovalPopup />)
      await vi.waitFor(() => expect(container.textContent).toBe('Die Anfrage wird geladen…'))
      expect(document.documentElement.lang).toBe('de')
      await vi.waitFor(() => expect(document.title).toBe('Genehmigen · Latch'))
      await o.send(request)
      expect([...container.querySelectorAll('button')].map((candidate) => candidate.textContent)).toEqual([
        'Ablehnen',
        'Genehmigen',
      ])
    } finally {
      window.history.replaceState(null, '', '/')
      await act(async () => applyLocale(getDefaultStore(), 'en'))
    }
  })

  it('hears no other origin, no other window and nothing malformed', async () => {
    const o = withOpener()
    await root.render(<ApprovalPopup />)
    await o.send(request, { origin: 'http://localhost:5173' })
    await o.send(request, { source: {} })
    await o.send({ ...request, summary: { title: '', lines: [] } })
    await o.send({ ...request, summary: { title: 'x', lines: 'not a list' } })
    expect(container.textContent).toBe('Loading the request…')
  })

  it('answers Approve only once armed, with the request id, and closes', async () => {
    const approving = withOpener()
    await root.render(<ApprovalPopup />)
    await approving.send(request)
    expect(button('Approve').getAttribute('aria-disabled')).toBe('true')
    await act(() => button('Approve').click())
    expect(approving.posted).toHaveLength(1)
    await vi.waitFor(() => expect(button('Approve').getAttribute('aria-disabled')).toBe('false'))
    await act(() => button('Approve').click())
    expect(approving.posted.at(-1)).toEqual({
      message: { type: 'latch:approval-popup:answer', id: 'request-1', approved: true },
      targetOrigin: window.location.origin,
    })
    expect(container.textContent).toBe('You can close this window.')
    await vi.waitFor(() => expect(approving.close).toHaveBeenCalled())
  })

  it('answers Reject at once', async () => {
    const rejecting = withOpener()
    await root.render(<ApprovalPopup />)
    await rejecting.send(request)
    await act(() => button('Reject').click())
    expect(rejecting.posted.at(-1)?.message).toEqual({
      type: 'latch:approval-popup:answer',
      id: 'request-1',
      approved: false,
    })
  })

  it('says it can be closed when nothing opened it', async () => {
    await root.render(<ApprovalPopup />)
    expect(container.textContent).toBe('Latch opens this window when you approve. You can close it.')
  })
})
