// @vitest-environment happy-dom
import { getDefaultStore } from 'jotai'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '@/i18n/applyLocale'
import { testRoot } from '@/views/internal/testing/testRoot'
import { fakeOpener } from '../testing/fakeOpener'
import { PasskeyPopup } from './PasskeyPopup'

const root = testRoot()
const { container } = root
const frameOrigin = 'http://127.0.0.1:3000'
const request = {
  type: 'latch:passkey-popup:request',
  id: 'ceremony-1',
  purpose: 'register',
  host: '<b>http://localhost:5173</b>',
  options: { challenge: 'x'.repeat(43) },
}

const withOpener = () => fakeOpener(frameOrigin)

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true })
  vi.restoreAllMocks()
})

describe('/popup/passkey', () => {
  it("tells its opener it is ready, at the frame's origin only, and hears only the frame", async () => {
    const o = withOpener()
    await root.render(<PasskeyPopup frameOrigin={frameOrigin} />)
    expect(o.posted).toEqual([{ message: { type: 'latch:passkey-popup:ready' }, targetOrigin: frameOrigin }])
    expect(container.textContent).toBe('Loading…')
    await o.send(request, { origin: 'http://localhost:5173' })
    await o.send(request, { source: {} })
    await o.send({ ...request, purpose: 'steal' })
    expect(container.textContent).toBe('Loading…')
    await o.send(request)
    expect(container.querySelector('h1')?.textContent).toBe('Create a passkey')
    // The host's origin is text, never markup.
    expect(container.innerHTML).toContain(
      '&lt;b&gt;http://localhost:5173&lt;/b&gt; asks you to create a passkey',
    )
  })

  it('speaks the language the frame names in its URL', async () => {
    window.history.replaceState(null, '', '/popup/passkey?locale=fr')
    try {
      const o = withOpener()
      await root.render(<PasskeyPopup frameOrigin={frameOrigin} />)
      await vi.waitFor(() => expect(container.textContent).toBe('Chargement…'))
      expect(document.documentElement.lang).toBe('fr')
      await vi.waitFor(() => expect(document.title).toBe('Clé d’accès · Latch'))
      await o.send({ ...request, purpose: 'login', host: 'http://localhost:5173' })
      expect(container.querySelector('h1')?.textContent).toBe('Se connecter avec une clé d’accès')
      expect(container.textContent).toContain(
        'http://localhost:5173 vous demande de vous connecter à votre portefeuille Latch avec une clé d’accès.',
      )
      expect(container.querySelector('button')?.textContent).toBe('Utiliser la clé d’accès')
    } finally {
      window.history.replaceState(null, '', '/')
      window.sessionStorage.clear()
      await act(async () => applyLocale(getDefaultStore(), 'en'))
    }
  })

  it('tells the frame when this browser cannot use a passkey, and closes', async () => {
    vi.useFakeTimers()
    try {
      const o = withOpener()
      await root.render(<PasskeyPopup frameOrigin={frameOrigin} />)
      await o.send(request)
      const button = container.querySelector('button') as HTMLButtonElement
      expect(button.textContent).toBe('Create passkey')
      await act(async () => {
        button.click()
        await vi.advanceTimersByTimeAsync(0)
      })
      await vi.waitFor(() => expect(o.posted).toHaveLength(2))
      expect(o.posted[1]).toEqual({
        message: { type: 'latch:passkey-popup:answer', id: 'ceremony-1', result: { failure: 'unsupported' } },
        targetOrigin: frameOrigin,
      })
      await act(async () => {
        await vi.advanceTimersByTimeAsync(300)
      })
      expect(o.close).toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it('says a dismissed prompt in the visitor’s language, and offers it again', async () => {
    window.history.replaceState(null, '', '/popup/passkey?locale=fr')
    vi.stubGlobal('PublicKeyCredential', class {})
    const get = vi.fn(async () => {
      throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')
    })
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true })
    try {
      const o = withOpener()
      await root.render(<PasskeyPopup frameOrigin={frameOrigin} />)
      await vi.waitFor(() => expect(container.textContent).toBe('Chargement…'))
      await o.send({ ...request, purpose: 'login' })
      const button = container.querySelector('button') as HTMLButtonElement
      await act(async () => button.click())
      await vi.waitFor(() =>
        expect(container.querySelector('[role="alert"]')?.textContent).toBe(
          'La demande de clé d’accès a été annulée ou a expiré',
        ),
      )
      expect(get).toHaveBeenCalledTimes(1)
      expect(o.posted).toHaveLength(1)
      expect((container.querySelector('button') as HTMLButtonElement).disabled).toBe(false)
    } finally {
      vi.unstubAllGlobals()
      Reflect.deleteProperty(navigator, 'credentials')
      window.history.replaceState(null, '', '/')
      window.sessionStorage.clear()
      await act(async () => applyLocale(getDefaultStore(), 'en'))
    }
  })

  it('says what it is for when opened by hand', async () => {
    await root.render(<PasskeyPopup frameOrigin={frameOrigin} />)
    expect(container.textContent).toBe('Latch opens this window when you use a passkey. You can close it.')
  })
})
