// The language init sets: the host's `locale`, else the visitor's browser languages, else English.
import { describe, expect, it, vi } from 'vitest'
import { localeAtom } from '@/i18n/localeAtom'
import { attachFakeHost } from '@/testing/attachFakeHost'
import { viewFrame } from '@/views/internal/testing/viewFrame'

// Analytics off: no config read goes to a server these tests do not have.
async function init(languages: string[], payload: Record<string, unknown> = {}) {
  const { store, controller } = viewFrame({ controller: { languages } })
  const reply = await attachFakeHost(controller).init({ features: { analytics: false }, ...payload })
  return { store, reply }
}

describe('the language at init', () => {
  it("takes the host's locale over the browser's languages", async () => {
    const { store, reply } = await init(['fr-FR'], { locale: 'ja' })
    expect(reply).toMatchObject({ ok: true })
    await vi.waitFor(() => expect(store.get(localeAtom).locale).toBe('ja'))
    expect(store.get(localeAtom).catalogue?.connect?.allWallets?.()).toBe('すべてのウォレット')
  })

  it("takes the browser's first language the frame speaks when the host names none or one it does not speak", async () => {
    const named = await init(['sw', 'pt-BR'], { locale: 'tlh' })
    await vi.waitFor(() => expect(named.store.get(localeAtom).locale).toBe('pt'))
    const none = await init(['zh-HK'])
    await vi.waitFor(() => expect(none.store.get(localeAtom).locale).toBe('zh-TW'))
  })

  it('stays English, loading nothing, for an English visitor or one whose languages it does not speak', async () => {
    for (const languages of [['en-US', 'de'], ['sw'], []]) {
      const { store } = await init(languages)
      expect(store.get(localeAtom)).toEqual({ locale: 'en' })
    }
  })

  it('ignores a locale that is not a short string rather than refusing the page', async () => {
    for (const locale of [42, 'x'.repeat(36), null]) {
      const { store, reply } = await init(['de'], { locale })
      expect(reply).toMatchObject({ ok: true })
      await vi.waitFor(() => expect(store.get(localeAtom).locale).toBe('de'))
    }
  })
})
