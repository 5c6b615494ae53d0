// @vitest-environment happy-dom
import { act } from 'react'
import { expect, it } from 'vitest'
import { routerAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView'

const root = testRoot()

it('opens the full wallet list from All Wallets', async () => {
  const { store, wrap } = viewFrame({
    route: { history: ['ConnectingWalletConnectBasic'] },
    connection: { status: 'connecting', wcUri: 'wc:ab@2?relay-protocol=irn' },
  })
  await root.render(wrap(<ConnectingWalletConnectBasicView />))
  await act(async () => root.button('All Wallets').click())
  expect(store.get(routerAtom).view).toBe('AllWallets')
  expect(store.get(routerAtom).history).toEqual(['ConnectingWalletConnectBasic', 'AllWallets'])
})
