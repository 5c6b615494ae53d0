// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it } from 'vitest'
import { connectionAtom, routerAtom } from '@/controller/atoms'
import { createFrameController } from '@/controller/createFrameController'
import { ControllerContext } from '@/embed/ControllerContext'
import { initialConnectionState } from '@/state/connectionReducer'
import { initialRouterState } from '@/state/routerReducer'
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView'

it('opens the full wallet list from All Wallets', async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  const store = createStore()
  store.set(routerAtom, {
    ...initialRouterState,
    open: true,
    view: 'ConnectingWalletConnectBasic',
    history: ['ConnectingWalletConnectBasic'],
  })
  store.set(connectionAtom, {
    ...initialConnectionState,
    status: 'connecting',
    wcUri: 'wc:ab@2?relay-protocol=irn',
  })
  const controller = createFrameController({
    store,
    projectId: 'latch-dev',
    projectNetworks: ['eip155:31337'],
  })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () =>
    root.render(
      <Provider store={store}>
        <ControllerContext.Provider value={controller}>
          <ConnectingWalletConnectBasicView />
        </ControllerContext.Provider>
      </Provider>,
    ),
  )
  const allWallets = [...container.querySelectorAll('button')].find(
    (button) => button.textContent === 'All Wallets',
  )
  await act(async () => allWallets?.click())
  expect(store.get(routerAtom).view).toBe('AllWallets')
  expect(store.get(routerAtom).history).toEqual(['ConnectingWalletConnectBasic', 'AllWallets'])
  await act(async () => root.unmount())
  container.remove()
})
