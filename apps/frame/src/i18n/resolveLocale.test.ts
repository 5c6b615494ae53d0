import { describe, expect, it } from 'vitest'
import { locales, pseudoLocale } from './locales'
import { resolveLocale } from './resolveLocale'

describe('resolveLocale', () => {
  it("takes the host's language when the frame speaks it, over the browser's", () => {
    expect(resolveLocale('ja', ['de', 'en'])).toBe('ja')
    expect(resolveLocale('pt-BR', ['de'])).toBe('pt')
    expect(resolveLocale('ES', [])).toBe('es')
  })

  it("otherwise takes the first of the browser's languages that it speaks", () => {
    expect(resolveLocale(undefined, ['de-AT', 'en-US'])).toBe('de')
    expect(resolveLocale('tlh', ['sw', 'fr-CA', 'de'])).toBe('fr')
    expect(resolveLocale(undefined, ['en-GB', 'fr'])).toBe('en')
  })

  it('reads Chinese by its script: traditional for Taiwan, Hong Kong and Macau, simplified elsewhere', () => {
    expect(resolveLocale('zh', [])).toBe('zh-CN')
    expect(resolveLocale('zh-SG', [])).toBe('zh-CN')
    expect(resolveLocale('zh-Hans-HK', [])).toBe('zh-CN')
    expect(resolveLocale('zh-TW', [])).toBe('zh-TW')
    expect(resolveLocale('zh-HK', [])).toBe('zh-TW')
    expect(resolveLocale('zh-MO', [])).toBe('zh-TW')
    expect(resolveLocale('zh-Hant', [])).toBe('zh-TW')
    expect(resolveLocale('zh-Hant-CN', [])).toBe('zh-TW')
  })

  it("answers as the browser's likely subtags would, for the tags browsers send", () => {
    const tags = [
      ...locales,
      ...['zh', 'zh-CN', 'zh-SG', 'zh-MY', 'zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hans', 'zh-Hant-HK'],
      ...[
        'zh-Hans-TW',
        'zh-Latn',
        'en-US',
        'pt-BR',
        'sr-Latn-RS',
        'az-Cyrl',
        'iw-IL',
        'in',
        'nb',
        'no',
        'fil',
      ],
    ]
    for (const tag of tags) {
      const likely = new Intl.Locale(tag).maximize()
      const expected =
        likely.language === 'zh'
          ? likely.script === 'Hant'
            ? 'zh-TW'
            : 'zh-CN'
          : (locales.find((locale) => locale === likely.language) ?? 'en')
      expect(resolveLocale(tag, []), tag).toBe(expected)
    }
  })

  it('knows Hebrew and Indonesian by their old codes', () => {
    expect(resolveLocale('iw', [])).toBe('he')
    expect(resolveLocale('in-ID', [])).toBe('id')
  })

  it('passes over what is not a language tag, and falls back to English', () => {
    expect(resolveLocale('not a tag!', ['<script>', '', 'it'])).toBe('it')
    expect(resolveLocale('x'.repeat(35), [])).toBe('en')
    expect(resolveLocale(undefined, [])).toBe('en')
    expect(resolveLocale(undefined, ['sw', 'am'])).toBe('en')
  })

  it('gives the pseudo-locale to a host that asks for it by its exact tag, and to no browser', () => {
    expect(resolveLocale(pseudoLocale, ['de'])).toBe('en-XA')
    expect(resolveLocale('en-xa', ['de'])).toBe('en')
    expect(resolveLocale(undefined, ['en-XA', 'de'])).toBe('en')
  })

  it('resolves each language it lists to itself', () => {
    for (const locale of locales) expect(resolveLocale(locale, [])).toBe(locale)
  })
})
