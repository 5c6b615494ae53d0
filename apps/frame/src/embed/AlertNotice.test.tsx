import { createStore, Provider } from 'jotai'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { alertAtom } from '@/controller/atoms'
import { createFrameController } from '@/controller/createFrameController'
import { AlertNotice } from './AlertNotice'
import { ControllerContext } from './ControllerContext'

function render(store: ReturnType<typeof createStore>) {
  const controller = createFrameController({
    store,
    projectId: 'latch-dev',
    projectNetworks: ['eip155:31337'],
  })
  return renderToStaticMarkup(
    <Provider store={store}>
      <ControllerContext.Provider value={controller}>
        <AlertNotice />
      </ControllerContext.Provider>
    </Provider>,
  )
}

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
