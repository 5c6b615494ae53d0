// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createStore, Provider } from 'jotai'
import { describe, expect, it } from 'vitest'
import { toastAtom } from '@/state/atoms'
import { initialToastState, type ToastState } from '@/state/toastReducer'
import { testRoot } from '@/views/internal/testing/testRoot'
import { Toast } from './Toast'

const root = testRoot()

async function show(toast: Partial<ToastState>) {
  const store = createStore()
  store.set(toastAtom, {
    ...initialToastState,
    open: true,
    id: 1,
    message: 'Hi',
    variant: 'success',
    ...toast,
  })
  await root.render(
    <Provider store={store}>
      <Toast />
    </Provider>,
  )
  return root.container.querySelector('p')
}

describe('Toast', () => {
  it('shows a spinner while something is under way, and says it is busy', async () => {
    const toast = await show({ variant: 'loading', message: 'Sending 5 USDL to alice.latch.id…' })
    expect(toast?.getAttribute('aria-busy')).toBe('true')
    expect(toast?.querySelector('.latch-toast-spinner')).not.toBeNull()
    expect(toast?.textContent).toBe('Sending 5 USDL to alice.latch.id…')
  })

  it("shows an svg toast with the frame's icon by name, in a theme colour or the text's", async () => {
    const copied = await show({
      variant: 'svg',
      svg: { icon: 'copy', iconColor: 'success' },
      message: 'Link copied',
    })
    const icon = copied?.querySelector<HTMLElement>('.latch-icon')
    expect(icon?.dataset.icon).toBe('copy')
    expect(icon?.style.color).toBe('var(--latch-success)')
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
    expect(copied?.textContent).toBe('Link copied')

    const plain = await show({ variant: 'svg', svg: { icon: 'check', iconColor: 'url(javascript:x)' } })
    expect(plain?.querySelector<HTMLElement>('.latch-icon')?.style.color).toBe('')
  })

  it('draws only the icons the frame has (globals.css), so an unknown name shows none', () => {
    const css = readFileSync(join(import.meta.dirname, '../app/globals.css'), 'utf8')
    expect(css).toMatch(/\.latch-icon \{\s*display: none;/)
    for (const icon of ['copy', 'check'])
      expect(css).toContain(`.latch-icon[data-icon="${icon}"] {\n  display: block;`)
  })

  it('shows a success or error toast as text alone', async () => {
    const toast = await show({ variant: 'error', message: 'Transaction error' })
    expect(toast?.querySelector('.latch-icon, .latch-toast-spinner')).toBeNull()
    expect(toast?.getAttribute('aria-busy')).toBeNull()
  })
})
