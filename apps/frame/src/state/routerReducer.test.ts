import type { ViewName } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { initialRouterState, type RouterState, routerReducer } from './routerReducer'

function at(history: ViewName[], extra: Partial<RouterState> = {}): RouterState {
  const view = history.at(-1) ?? 'Connect'
  return { ...initialRouterState, open: true, view, history, ...extra }
}

describe('initialRouterState', () => {
  it('is closed on Connect with no pending transaction', () => {
    expect(initialRouterState).toEqual({
      open: false,
      view: 'Connect',
      history: ['Connect'],
      data: {},
      transactionStack: [],
      shake: false,
    })
  })
})

describe('push', () => {
  it('shows the view and adds it to history with its data', () => {
    const connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' }
    const { state, effects } = routerReducer(at(['Connect']), {
      type: 'push',
      view: 'ConnectingExternal',
      data: { connector },
    })
    expect(state.view).toBe('ConnectingExternal')
    expect(state.history).toEqual(['Connect', 'ConnectingExternal'])
    expect(state.data).toEqual({ connector })
    expect(effects).toEqual([])
  })

  it('ignores pushing the view already shown', () => {
    const before = at(['Connect', 'AllWallets'], { data: { wallet: { id: 'w', name: 'W' } } })
    const { state } = routerReducer(before, { type: 'push', view: 'AllWallets' })
    expect(state).toBe(before)
  })

  it('drops the previous view data when the new view carries none', () => {
    const before = at(['Connect', 'ConnectingWalletConnect'], { data: { wallet: { id: 'w', name: 'W' } } })
    const { state } = routerReducer(before, { type: 'push', view: 'ConnectingWalletConnectBasic' })
    expect(state.data).toEqual({})
  })
})

describe('replace', () => {
  it('swaps the last history entry', () => {
    const { state } = routerReducer(at(['Connect', 'Swap']), { type: 'replace', view: 'Account' })
    expect(state.history).toEqual(['Connect', 'Account'])
    expect(state.view).toBe('Account')
  })

  it('does nothing when the last entry already is that view', () => {
    const before = at(['Connect', 'Swap'])
    expect(routerReducer(before, { type: 'replace', view: 'Swap' }).state).toBe(before)
  })

  it('sets the data of the new view', () => {
    const wallet = { id: 'rainbow', name: 'Rainbow' }
    const { state } = routerReducer(at(['Connect', 'AllWallets']), {
      type: 'replace',
      view: 'ConnectingWalletConnect',
      data: { wallet },
    })
    expect(state.data).toEqual({ wallet })
  })
})

describe('goBack', () => {
  it('pops history and shows the previous view, keeping its data', () => {
    const connector = { id: 'injected', name: 'Browser', type: 'INJECTED' }
    const before = at(['Connect', 'ConnectingExternal', 'ConnectingSiwe'], { data: { connector } })
    const { state, effects } = routerReducer(before, { type: 'goBack' })
    expect(state.history).toEqual(['Connect', 'ConnectingExternal'])
    expect(state.view).toBe('ConnectingExternal')
    expect(state.data).toEqual({ connector })
    expect(state.open).toBe(true)
    expect(effects).toEqual([])
  })

  it('closes the modal when only one entry remains', () => {
    const { state, effects } = routerReducer(at(['Account']), { type: 'goBack' })
    expect(state.open).toBe(false)
    expect(state.history).toEqual(['Account'])
    expect(effects).toEqual([{ type: 'close' }, { type: 'track', event: 'MODAL_CLOSE' }])
  })

  it('closes the modal when history contains UnsupportedChain', () => {
    const { state, effects } = routerReducer(at(['UnsupportedChain', 'Connect']), { type: 'goBack' })
    expect(state.open).toBe(false)
    expect(effects).toContainEqual({ type: 'close' })
  })

  it('resets the stack of an embedded modal it would close, which stays shown', () => {
    const { state } = routerReducer(at(['Swap']), { type: 'goBack' }, { embeddedMode: true, connected: true })
    expect(state.history).toEqual(['Account'])
    expect(state.open).toBe(true)
  })

  it('closes even on a sign-in view, where only the user close is refused', () => {
    const { state } = routerReducer(
      at(['SIWXSignMessage']),
      { type: 'goBack' },
      { siwxRequired: true, hasSiwxSession: false },
    )
    expect(state.open).toBe(false)
    expect(state.shake).toBe(false)
  })

  it('leaving ConnectingFarcaster while not connected resets the embedded wallet after 100 ms', () => {
    const { state, effects } = routerReducer(
      at(['Connect', 'ConnectingFarcaster']),
      { type: 'goBack' },
      { connected: false },
    )
    expect(state.view).toBe('Connect')
    expect(effects).toEqual([
      { type: 'clearFarcasterUrl', delayMs: 100 },
      { type: 'reloadEmbeddedWallet', delayMs: 100 },
      { type: 'syncDappData', delayMs: 100 },
    ])
  })

  it('leaving ConnectingFarcaster once connected resets nothing', () => {
    const { effects } = routerReducer(
      at(['Connect', 'ConnectingFarcaster']),
      { type: 'goBack' },
      { connected: true },
    )
    expect(effects).toEqual([])
  })

  it('leaving ConnectingFarcaster by closing the modal still resets the embedded wallet', () => {
    const { effects } = routerReducer(at(['ConnectingFarcaster']), { type: 'goBack' }, { connected: false })
    expect(effects).toEqual([
      { type: 'close' },
      { type: 'track', event: 'MODAL_CLOSE' },
      { type: 'clearFarcasterUrl', delayMs: 100 },
      { type: 'reloadEmbeddedWallet', delayMs: 100 },
      { type: 'syncDappData', delayMs: 100 },
    ])
  })

  it('does not reset the embedded wallet when leaving another view', () => {
    const { effects } = routerReducer(at(['Connect', 'AllWallets']), { type: 'goBack' }, { connected: false })
    expect(effects).toEqual([])
  })
})

describe('goBackToIndex', () => {
  it('cuts history after the index and shows that entry', () => {
    const { state } = routerReducer(
      at(['Connect', 'AllWallets', 'ConnectingWalletConnect', 'ConnectingSiwe']),
      {
        type: 'goBackToIndex',
        index: 1,
      },
    )
    expect(state.history).toEqual(['Connect', 'AllWallets'])
    expect(state.view).toBe('AllWallets')
  })

  it.each([-1, 2, 1.5, Number.NaN])('ignores the index %s outside history', (index) => {
    const before = at(['Connect', 'AllWallets'])
    expect(routerReducer(before, { type: 'goBackToIndex', index }).state).toBe(before)
  })
})

describe('reset', () => {
  it('makes the view the only history entry', () => {
    const { state } = routerReducer(at(['Connect', 'AllWallets', 'ConnectingWalletConnect']), {
      type: 'reset',
      view: 'Account',
    })
    expect(state.history).toEqual(['Account'])
    expect(state.view).toBe('Account')
    expect(state.data).toEqual({})
  })
})

describe('open', () => {
  const closed = {
    ...initialRouterState,
    history: ['Connect', 'AllWallets'] as ViewName[],
    view: 'AllWallets' as const,
  }

  it('shows the requested view even when connected', () => {
    const { state } = routerReducer(closed, { type: 'open', view: 'Swap' }, { connected: true })
    expect(state.view).toBe('Swap')
    expect(state.history).toEqual(['Swap'])
  })

  it('shows Account when connected', () => {
    expect(routerReducer(closed, { type: 'open' }, { connected: true }).state.view).toBe('Account')
  })

  it('shows ConnectingWalletConnectBasic without adapters on desktop', () => {
    const { state } = routerReducer(
      closed,
      { type: 'open' },
      { connected: false, adaptersConfigured: false, isMobile: false },
    )
    expect(state.view).toBe('ConnectingWalletConnectBasic')
  })

  it('shows Connect without adapters on mobile', () => {
    const { state } = routerReducer(
      closed,
      { type: 'open' },
      { connected: false, adaptersConfigured: false, isMobile: true },
    )
    expect(state.view).toBe('Connect')
  })

  it('shows Connect when disconnected with adapters', () => {
    const { state } = routerReducer(closed, { type: 'open' }, { connected: false, adaptersConfigured: true })
    expect(state.view).toBe('Connect')
  })

  it('opens, resets history to the one view and tracks MODAL_OPEN', () => {
    const { state, effects } = routerReducer({ ...closed, shake: true }, { type: 'open' })
    expect(state.open).toBe(true)
    expect(state.shake).toBe(false)
    expect(state.history).toEqual(['Connect'])
    expect(effects).toEqual([{ type: 'track', event: 'MODAL_OPEN' }])
  })
})

describe('close', () => {
  it('closes and tracks MODAL_CLOSE, keeping the stack outside embedded mode', () => {
    const { state, effects } = routerReducer(at(['Connect', 'AllWallets']), { type: 'close' })
    expect(state.open).toBe(false)
    expect(state.history).toEqual(['Connect', 'AllWallets'])
    expect(effects).toEqual([{ type: 'close' }, { type: 'track', event: 'MODAL_CLOSE' }])
  })

  it('in embedded mode the stack becomes Account when connected, and the modal stays shown', () => {
    const { state, effects } = routerReducer(
      at(['Account', 'Swap']),
      { type: 'close' },
      { embeddedMode: true, connected: true },
    )
    expect(state.history).toEqual(['Account'])
    expect(state.view).toBe('Account')
    expect(state.open).toBe(true)
    expect(effects).toEqual([{ type: 'closeInline' }, { type: 'track', event: 'MODAL_CLOSE' }])
  })

  it('in embedded mode a closed modal (before init opens it) stays as it is', () => {
    const before = { ...at(['Connect']), open: false }
    expect(routerReducer(before, { type: 'close' }, { embeddedMode: true })).toEqual({
      state: before,
      effects: [],
    })
  })

  it('in embedded mode the stack becomes Connect when disconnected', () => {
    const { state } = routerReducer(
      at(['Connect', 'AllWallets']),
      { type: 'close' },
      { embeddedMode: true, connected: false },
    )
    expect(state.history).toEqual(['Connect'])
    expect(state.view).toBe('Connect')
  })

  it.each<ViewName>(['SIWXSignMessage', 'ConnectingSiwe', 'ApproveTransaction'])(
    'refuses on %s when sign-in is required without a session, and shakes',
    (view) => {
      const before = at(['Connect', view])
      const { state, effects } = routerReducer(
        before,
        { type: 'close' },
        { siwxRequired: true, hasSiwxSession: false },
      )
      expect(state.open).toBe(true)
      expect(state.shake).toBe(true)
      expect(state.history).toEqual(before.history)
      expect(effects).toEqual([{ type: 'unshakeAfter', delayMs: 500 }])
    },
  )

  it('closes a sign-in view when a session exists', () => {
    const { state } = routerReducer(
      at(['SIWXSignMessage']),
      { type: 'close' },
      { siwxRequired: true, hasSiwxSession: true },
    )
    expect(state.open).toBe(false)
  })

  it('closes a sign-in view when sign-in is optional', () => {
    const { state } = routerReducer(
      at(['ConnectingSiwe']),
      { type: 'close' },
      { siwxRequired: false, hasSiwxSession: false },
    )
    expect(state.open).toBe(false)
  })

  it('closes other views even when sign-in is required without a session', () => {
    const { state } = routerReducer(
      at(['Connect']),
      { type: 'close' },
      { siwxRequired: true, hasSiwxSession: false },
    )
    expect(state.open).toBe(false)
  })

  it('does nothing when already closed', () => {
    const before = { ...initialRouterState }
    const { state, effects } = routerReducer(before, { type: 'close' })
    expect(state).toBe(before)
    expect(effects).toEqual([])
  })
})

describe('shake', () => {
  it('shakes and asks to stop after 500 ms', () => {
    const { state, effects } = routerReducer(at(['Connect']), { type: 'shake' })
    expect(state.shake).toBe(true)
    expect(effects).toEqual([{ type: 'unshakeAfter', delayMs: 500 }])
  })

  it('unshake stops it', () => {
    expect(routerReducer(at(['Connect'], { shake: true }), { type: 'unshake' }).state.shake).toBe(false)
  })
})

describe('transaction stack', () => {
  it('push appends the entry', () => {
    const { state, effects } = routerReducer(at(['Swap']), {
      type: 'pushTransactionStack',
      entry: { id: 'tx1', goBack: true },
    })
    expect(state.transactionStack).toEqual([{ id: 'tx1', goBack: true }])
    expect(effects).toEqual([])
  })

  it('pop with cancel goes back', () => {
    const before = at(['Account', 'Swap', 'ApproveTransaction'], {
      transactionStack: [{ id: 'tx1', view: 'Account' }],
    })
    const { state, effects } = routerReducer(before, { type: 'popTransactionStack', cancel: true })
    expect(state.view).toBe('Swap')
    expect(state.transactionStack).toEqual([])
    expect(effects).toEqual([])
  })

  it('pop with goBack goes back', () => {
    const before = at(['Account', 'Swap', 'ApproveTransaction'], {
      transactionStack: [{ id: 'tx1', goBack: true }],
    })
    const { state, effects } = routerReducer(before, { type: 'popTransactionStack' })
    expect(state.view).toBe('Swap')
    expect(effects).toEqual([])
  })

  it('pop with replace returns to the view before ConnectingSiwe', () => {
    const before = at(['Connect', 'ConnectingExternal', 'ConnectingSiwe', 'ApproveTransaction'], {
      transactionStack: [{ id: 'siwe', replace: true }],
    })
    const { state, effects } = routerReducer(before, { type: 'popTransactionStack' })
    expect(state.history).toEqual(['Connect', 'ConnectingExternal'])
    expect(state.view).toBe('ConnectingExternal')
    expect(state.open).toBe(true)
    expect(effects).toEqual([])
  })

  it('pop with replace closes and clears history when ConnectingSiwe is first', () => {
    const before = at(['ConnectingSiwe', 'ApproveTransaction'], {
      transactionStack: [{ id: 'siwe', replace: true }],
    })
    const { state, effects } = routerReducer(before, { type: 'popTransactionStack' })
    expect(state.open).toBe(false)
    expect(state.history).toEqual([])
    expect(effects).toEqual([{ type: 'close' }, { type: 'track', event: 'MODAL_CLOSE' }])
  })

  it('pop with replace closes and clears history without ConnectingSiwe', () => {
    const before = at(['Account', 'ApproveTransaction'], { transactionStack: [{ id: 'tx', replace: true }] })
    const { state } = routerReducer(before, { type: 'popTransactionStack' })
    expect(state.open).toBe(false)
    expect(state.history).toEqual([])
  })

  it('pop with a view resets to it', () => {
    const before = at(['Account', 'Swap', 'ApproveTransaction'], {
      transactionStack: [{ id: 'swap', view: 'Account' }],
    })
    const { state, effects } = routerReducer(before, { type: 'popTransactionStack' })
    expect(state.history).toEqual(['Account'])
    expect(state.view).toBe('Account')
    expect(effects).toEqual([])
  })

  it('pops only the last entry', () => {
    const before = at(['Account', 'Swap'], {
      transactionStack: [
        { id: 'outer', view: 'Account' },
        { id: 'inner', goBack: true },
      ],
    })
    const { state, effects } = routerReducer(before, { type: 'popTransactionStack' })
    expect(state.transactionStack).toEqual([{ id: 'outer', view: 'Account' }])
    expect(effects).toEqual([])
  })

  it('pop on an empty stack does nothing', () => {
    const before = at(['Account'])
    const { state, effects } = routerReducer(before, { type: 'popTransactionStack', cancel: true })
    expect(state).toBe(before)
    expect(effects).toEqual([])
  })
})

describe('purity', () => {
  it('never mutates the given state', () => {
    const before = at(['Connect', 'AllWallets'], { transactionStack: [{ id: 'a', goBack: true }] })
    const snapshot = structuredClone(before)
    routerReducer(before, { type: 'push', view: 'ConnectingWalletConnect' })
    routerReducer(before, { type: 'replace', view: 'Swap' })
    routerReducer(before, { type: 'goBack' })
    routerReducer(before, { type: 'popTransactionStack' })
    routerReducer(before, { type: 'close' }, { embeddedMode: true })
    expect(before).toEqual(snapshot)
  })
})
