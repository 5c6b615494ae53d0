// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { getDefaultStore } from 'jotai'
import { act } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '@/i18n/applyLocale'
import { testRoot } from '@/views/internal/testing/testRoot'
import { CallbackAnswer } from './callback/CallbackAnswer'
import OauthStartPage from './start/page'
import { startText } from './start/startText'

const search = vi.hoisted(() => ({ value: '' }))
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search.value) }))

const root = testRoot()

afterEach(() => {
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

describe('/popup/oauth/start', () => {
  it('names one of the six providers, and nothing else than a neutral text for any other value', () => {
    expect(startText('github')).toBe('Connecting to GitHub…')
    expect(startText('x')).toBe('Connecting to X…')
    for (const value of [null, '', 'GitHub', 'farcaster', '<img src=x onerror=alert(1)>', 'toString'])
      expect(startText(value)).toBe('Connecting…')
  })

  it('shows the provider of its query as plain text', async () => {
    search.value = 'provider=discord'
    expect(renderToStaticMarkup(<OauthStartPage />)).toContain('Connecting to Discord…')
    search.value = 'provider=%3Cb%3Ehi%3C%2Fb%3E'
    await root.render(<OauthStartPage />)
    expect(root.container.textContent).toBe('Connecting…')
    expect(root.container.querySelector('b')).toBeNull()
  })
})

describe('/popup/oauth/callback', () => {
  it('posts the code and state to its opener at its own origin exactly, and closes', async () => {
    window.history.replaceState(null, '', '/popup/oauth/callback?code=the-code&state=s1')
    const postMessage = vi.fn()
    const close = vi.spyOn(window, 'close').mockImplementation(() => {})
    vi.stubGlobal('opener', { postMessage })
    await root.render(<CallbackAnswer />)
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'latch:oauth', code: 'the-code', state: 's1' },
      window.location.origin,
    )
    expect(postMessage.mock.calls[0]?.[1]).not.toBe('*')
    expect(close).toHaveBeenCalled()
  })

  it("speaks the language the start page was opened in, which the provider's redirect does not carry", async () => {
    try {
      search.value = 'provider=github&locale=ja'
      window.history.replaceState(null, '', '/popup/oauth/start?provider=github&locale=ja')
      await root.render(<OauthStartPage />)
      await vi.waitFor(() => expect(root.container.textContent).toBe('GitHub に接続中…'))
      await vi.waitFor(() => expect(document.title).toBe('接続中 · Latch'))
      window.history.replaceState(null, '', '/popup/oauth/callback?code=the-code&state=s1')
      vi.stubGlobal('opener', null)
      await root.render(<CallbackAnswer />)
      await vi.waitFor(() => expect(root.container.textContent).toBe('このウィンドウは閉じてかまいません。'))
      await vi.waitFor(() => expect(document.title).toBe('ログイン · Latch'))
    } finally {
      search.value = ''
      window.sessionStorage.clear()
      await act(async () => applyLocale(getDefaultStore(), 'en'))
    }
  })

  it('says the window can be closed when nothing opened it', async () => {
    window.history.replaceState(null, '', '/popup/oauth/callback?code=the-code&state=s1')
    vi.stubGlobal('opener', null)
    await root.render(<CallbackAnswer />)
    expect(root.container.textContent).toBe('You can close this window.')
  })

  // Their messages come from the popup rooms and the language's catalogue, loaded on its own.
  it('keeps both pages away from the modal: they import only their own small modules', () => {
    const sources = [
      'start/page.tsx',
      'start/ConnectingText.tsx',
      'callback/page.tsx',
      'callback/CallbackAnswer.tsx',
    ]
    for (const source of sources) {
      const text = readFileSync(fileURLToPath(new URL(source, import.meta.url)), 'utf8')
      const imports = [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1])
      for (const name of imports)
        expect(name, `${source} imports ${name}`).toMatch(
          /^(next|next\/navigation|react|\.\.?\/.*|@\/embedded\/social\/(answerOpener|socialProviderNames)|@\/i18n\/(useMessages|compiled\/en\/(popup|approvalPopup)))$/,
        )
    }
  })
})
