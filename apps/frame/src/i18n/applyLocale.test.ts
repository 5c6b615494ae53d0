// @vitest-environment happy-dom
import { createStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { applyLocale } from './applyLocale'
import { localeAtom } from './localeAtom'

afterEach(() => {
  document.documentElement.lang = ''
  document.documentElement.dir = ''
})

describe('applyLocale', () => {
  it("loads another language's messages, then sets them with the document's lang and direction", async () => {
    const store = createStore()
    const applied = applyLocale(store, 'de')
    // Until the catalogue is there, the frame stays English and left to right.
    expect(store.get(localeAtom)).toEqual({ locale: 'en' })
    await applied
    expect(store.get(localeAtom).locale).toBe('de')
    expect(store.get(localeAtom).catalogue?.connect?.continueWith?.({ provider: 'Google' })).toBe(
      'Weiter mit Google',
    )
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['de', 'ltr'])
  })

  it('writes Arabic and Hebrew right to left', async () => {
    const store = createStore()
    await applyLocale(store, 'ar')
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl'])
    await applyLocale(store, 'he')
    expect(document.documentElement.dir).toBe('rtl')
  })

  it('goes back to English, which loads nothing', async () => {
    const store = createStore()
    await applyLocale(store, 'ja')
    await applyLocale(store, 'en')
    expect(store.get(localeAtom)).toEqual({ locale: 'en' })
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr'])
  })

  it('lets the language asked for last win over one still loading', async () => {
    const store = createStore()
    const german = applyLocale(store, 'de')
    await applyLocale(store, 'ja')
    await german
    expect(store.get(localeAtom).locale).toBe('ja')
    expect(document.documentElement.lang).toBe('ja')
    const japanese = applyLocale(store, 'ja')
    await applyLocale(store, 'en')
    await japanese
    expect(store.get(localeAtom)).toEqual({ locale: 'en' })
  })
})
