import { describe, expect, it } from 'vitest'
import { withLocale } from './withLocale'

describe('withLocale', () => {
  it('adds the language to the query, and nothing for English', () => {
    expect(withLocale('http://frame.test/popup/passkey', 'de')).toBe(
      'http://frame.test/popup/passkey?locale=de',
    )
    expect(withLocale('http://frame.test/popup/oauth/start?provider=x', 'zh-TW')).toBe(
      'http://frame.test/popup/oauth/start?provider=x&locale=zh-TW',
    )
    expect(withLocale('http://frame.test/popup/approve', 'en')).toBe('http://frame.test/popup/approve')
    expect(withLocale('http://frame.test/popup/approve', undefined)).toBe('http://frame.test/popup/approve')
  })
})
