// The host's feature switches and the project's restricted time zones, as the frame applies them:
// what init leaves on, and which views `open` refuses.
import { describe, expect, it } from 'vitest'
import { hostConfigAtom, routerAtom } from '@/state/atoms'
import { attachFakeHost } from '@/testing/attachFakeHost'
import { viewFrame } from '@/views/internal/testing/viewFrame'

// Analytics off: no config read goes to a server these tests do not have.
async function frame(
  controller: { restrictedTimeZones?: string[]; timeZone?: string },
  features: Record<string, unknown> = {},
) {
  const { store, controller: frameController } = viewFrame({ controller })
  const host = attachFakeHost(frameController)
  expect(await host.init({ features: { analytics: false, ...features } })).toMatchObject({ ok: true })
  return { store, send: host.send }
}

describe('feature switches at init and open', () => {
  it('turns swaps and the onramp off for a visitor in a restricted time zone, aliases included', async () => {
    const { store, send } = await frame(
      { restrictedTimeZones: ['Europe/Paris', 'US/Eastern'], timeZone: 'America/New_York' },
      { swaps: true, send: false },
    )
    expect(store.get(hostConfigAtom).features).toEqual({
      analytics: false,
      swaps: false,
      send: false,
      onramp: false,
    })
    for (const view of ['Swap', 'SwapPreview', 'OnRampProviders', 'BuyInProgress']) {
      expect(await send('open', { view })).toMatchObject({
        ok: false,
        error: { code: 4200, message: `${view} is not offered in the visitor's time zone.` },
      })
    }
    expect(await send('open', { view: 'WalletSend' })).toMatchObject({
      ok: false,
      error: { code: 4200, message: 'WalletSend is off: the host set features.send to false.' },
    })
    expect(store.get(routerAtom).open).toBe(false)
    expect(await send('open', { view: 'WalletReceive' })).toMatchObject({ ok: true })
    expect(store.get(routerAtom)).toMatchObject({ open: true, view: 'WalletReceive' })
  })

  it('leaves every feature as the host set it elsewhere', async () => {
    const { store, send } = await frame({ restrictedTimeZones: ['Europe/Paris'], timeZone: 'Asia/Tokyo' })
    expect(store.get(hostConfigAtom).features).toEqual({ analytics: false })
    expect(await send('open', { view: 'Swap' })).toMatchObject({ ok: true })
    expect(store.get(routerAtom).view).toBe('Swap')
  })

  it('refuses the WalletConnect views where the frame has no relay to pair over', async () => {
    const { store, send } = await frame({})
    expect(await send('open', { view: 'ConnectingWalletConnectBasic' })).toMatchObject({
      ok: false,
      error: {
        code: 4200,
        message:
          'ConnectingWalletConnectBasic is off: this frame offers no WalletConnect (enableWalletConnect, or no relay).',
      },
    })
    expect(store.get(routerAtom).open).toBe(false)
  })

  it('restricts nothing for a time zone the browser does not know', async () => {
    const { store } = await frame({ restrictedTimeZones: ['Europe/Paris'], timeZone: 'Mars/Olympus' })
    expect(store.get(hostConfigAtom).features).toEqual({ analytics: false })
  })
})
