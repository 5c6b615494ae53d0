import { describe, expect, it } from 'vitest'
import ar from './compiled/ar'
import emailCode from './compiled/en/emailCode'
import ja from './compiled/ja'
import pl from './compiled/pl'
import ru from './compiled/ru'

const triesLeft = (messages: Record<string, Record<string, (params?: object) => string>>, count: number) =>
  messages.emailCode?.triesLeft?.({ error: 'E', count })

describe('plurals follow each language’s rules', () => {
  it('English: one try, two tries', () => {
    expect(emailCode.emailCode.triesLeft({ error: 'Wrong code', count: 1 })).toBe('Wrong code. 1 try left.')
    expect(emailCode.emailCode.triesLeft({ error: 'Wrong code', count: 4 })).toBe('Wrong code. 4 tries left.')
  })

  it('Russian and Polish: one, few and many', () => {
    expect([1, 3, 5, 21].map((count) => triesLeft(ru, count))).toEqual([
      'E. Осталась 1 попытка.',
      'E. Осталось 3 попытки.',
      'E. Осталось 5 попыток.',
      'E. Осталась 21 попытка.',
    ])
    expect([1, 2, 5].map((count) => triesLeft(pl, count))).toEqual([
      'E. Została 1 próba.',
      'E. Zostały 2 próby.',
      'E. Zostało 5 prób.',
    ])
  })

  it('Arabic: one and two have their own words; Japanese counts without plural forms', () => {
    expect(triesLeft(ar, 1)).toBe('E. تبقّت محاولة واحدة.')
    expect(triesLeft(ar, 2)).toBe('E. تبقّت محاولتان.')
    expect(triesLeft(ja, 2)).toBe('E。残り 2 回です。')
  })
})
