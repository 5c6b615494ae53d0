// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { emailDraftAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { EmailLoginField } from './EmailLoginField'

const root = testRoot()

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('EmailLoginField', () => {
  it('keeps what the visitor typed when the Connect list renders it anew', async () => {
    const { store, wrap } = viewFrame({ route: { history: ['Connect'] } })
    await root.render(wrap(<EmailLoginField />))
    const input = root.container.querySelector('input') as HTMLInputElement
    await act(() => type(input, 'ada@example.com'))
    expect(store.get(emailDraftAtom)).toBe('ada@example.com')

    await root.render(wrap(<div />))
    await root.render(wrap(<EmailLoginField key="again" />))
    expect(root.container.querySelector('input')?.value).toBe('ada@example.com')
    expect(root.container.querySelector('button')?.disabled).toBe(false)
  })

  it('loads the wallet when the visitor types or points at the field, not when the modal focuses it', async () => {
    const { controller, wrap } = viewFrame({ route: { history: ['Connect'] } })
    const use = vi.spyOn(controller, 'use').mockResolvedValue(undefined)
    await root.render(wrap(<EmailLoginField />))
    const input = root.container.querySelector('input') as HTMLInputElement
    await act(async () => input.focus())
    expect(use).not.toHaveBeenCalled()
    await act(() => type(input, 'a'))
    expect(use).toHaveBeenCalledOnce()
    expect(use.mock.calls[0]?.[0]).toBe('embedded')
    await act(() => type(input, 'ad'))
    expect(use).toHaveBeenCalledOnce()

    await root.render(wrap(<EmailLoginField key="pointed" />))
    const pointed = root.container.querySelector('input') as HTMLInputElement
    await act(async () => {
      pointed.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    })
    expect(use).toHaveBeenCalledTimes(2)
  })
})
