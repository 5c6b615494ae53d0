// The modal inline in the host's page (the SDK's `container`): shown from init, and closing goes back
// to where it starts instead of hiding it.
import { describe, expect, it } from 'vitest'
import { routerAtom } from '@/state/atoms'
import { attachFakeHost } from '@/testing/attachFakeHost'
import { viewFrame } from '@/views/internal/testing/viewFrame'

async function frame(inline: boolean) {
  const { store, controller } = viewFrame()
  const host = attachFakeHost(controller)
  const init = await host.init({ features: { analytics: false }, inline })
  return { store, host, init }
}

describe('inline mode', () => {
  it('is open on Connect from init, and tells the host so', async () => {
    const { store, host, init } = await frame(true)
    expect(store.get(routerAtom)).toMatchObject({ open: true, view: 'Connect', history: ['Connect'] })
    expect(init).toMatchObject({ ok: true, payload: { state: { open: true, view: 'Connect' } } })
    expect(host.calls).toContainEqual({ type: 'setVisible', payload: { visible: true } })
  })

  it('closing goes back to Connect and stays shown, by the host or by the visitor', async () => {
    const { store, host } = await frame(true)
    expect(await host.send('open', { view: 'AllWallets' })).toMatchObject({ ok: true })
    expect(store.get(routerAtom).view).toBe('AllWallets')
    expect(await host.send('close', {})).toMatchObject({ ok: true, payload: { closed: false } })
    expect(store.get(routerAtom)).toMatchObject({ open: true, view: 'Connect', history: ['Connect'] })
    expect(host.calls).not.toContainEqual({ type: 'setVisible', payload: { visible: false } })
  })

  it('over the page, nothing opens at init and closing hides', async () => {
    const { store, host } = await frame(false)
    expect(store.get(routerAtom).open).toBe(false)
    await host.send('open', {})
    expect(await host.send('close', {})).toMatchObject({ ok: true, payload: { closed: true } })
    expect(host.calls).toContainEqual({ type: 'setVisible', payload: { visible: false } })
  })

  it('over the page, an open modal a host initialises again asks to be shown again', async () => {
    const { store, host } = await frame(false)
    await host.send('open', {})
    const before = host.calls.length
    expect(await host.init({ features: { analytics: false } })).toMatchObject({ ok: true })
    expect(store.get(routerAtom).open).toBe(true)
    expect(host.calls.slice(before)).toContainEqual({ type: 'setVisible', payload: { visible: true } })

    const closed = await frame(false)
    const calls = closed.host.calls.length
    await closed.host.init({ features: { analytics: false } })
    expect(closed.host.calls.slice(calls)).not.toContainEqual({
      type: 'setVisible',
      payload: { visible: true },
    })
  })
})
