import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkoutEnglish, checkoutLanguage } from './checkoutLanguage.mjs'

const directory = new URL('./messages/', import.meta.url)
const catalogue = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(file, directory), 'utf8'))
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('checkoutLanguage', () => {
  it('picks the first language of the browser it speaks, by weight, else English', () => {
    expect(checkoutLanguage('de-AT, en;q=0.8').lang).toBe('de')
    expect(checkoutLanguage('tlh, fr;q=0.3, ja;q=0.9').lang).toBe('ja')
    expect(checkoutLanguage('zh-HK').lang).toBe('zh-TW')
    expect(checkoutLanguage('zh').lang).toBe('zh-CN')
    expect(checkoutLanguage('pt-BR').lang).toBe('pt')
    expect(checkoutLanguage('xx-invalid-!, *, de;q=0').lang).toBe('en')
    expect(checkoutLanguage(undefined)).toMatchObject({ lang: 'en', dir: 'ltr' })
    expect(checkoutLanguage('he-IL')).toMatchObject({ lang: 'he', dir: 'rtl' })
  })

  it('says a message with its values, and its own English texts in the language, values read back', () => {
    const t = checkoutLanguage('de')
    expect(t.text('pay', { amount: '50,00 USD' })).toBe('50,00 USD bezahlen')
    expect(t.known('Your card was declined.')).toBe('Deine Karte wurde abgelehnt.')
    expect(t.known(checkoutEnglish.text('linkMalformed', { name: 'session' }))).toBe(
      'In diesem Kassenlink fehlt session oder ist fehlerhaft.',
    )
    expect(t.known('Insufficient funds')).toBe('Insufficient funds')
    expect(checkoutEnglish.text('cardDeclined')).toBe('Your card was declined.')
  })

  it('writes amounts as the language does, every digit kept', () => {
    expect(checkoutLanguage('de').amount('1234.5', 2)).toBe('1.234,50')
    expect(checkoutLanguage('en').amount('49.493123456789012345')).toBe('49.493123456789012345')
    expect(checkoutLanguage('fr').amount('0.5')).toBe('0,5')
    expect(checkoutLanguage('de').amount('1.0000000000000000000000001')).toBe('1.0000000000000000000000001')
  })

  it('has every English message in every catalogue, with the same values, and nothing else', () => {
    const english = catalogue('en.json')
    const files = readdirSync(directory).filter((file) => file.endsWith('.json'))
    expect(files.length).toBeGreaterThanOrEqual(21)
    for (const file of files) {
      const messages = catalogue(file)
      expect(Object.keys(messages), file).toEqual(Object.keys(english))
      for (const [key, text] of Object.entries(english))
        expect(placeholders(messages[key] ?? ''), `${file} ${key}`).toEqual(placeholders(text))
    }
  })
})
