import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { alertAtom } from '@/state/atoms'
import { renderView } from '@/views/internal/testing/renderView'
import { AlertNotice } from './AlertNotice'

const render = (store: ReturnType<typeof createStore>) => renderView(<AlertNotice />, { store })

describe('AlertNotice', () => {
  it('shows nothing without an alert', () => {
    expect(render(createStore())).toBe('')
  })

  it('shows the short and the long text as an alert, with a way to dismiss it', () => {
    const store = createStore()
    store.set(alertAtom, {
      variant: 'error',
      shortMessage: 'Invalid App Configuration',
      longMessage: 'Update it.',
    })
    const html = render(store)
    expect(html).toContain('role="alert"')
    expect(html).toContain('Invalid App Configuration')
    expect(html).toContain('Update it.')
    expect(html).toContain('>Dismiss</button>')
  })
})
