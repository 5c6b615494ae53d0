import { expect, it } from 'vitest'
import de from '@/i18n/compiled/de'
import english from '@/i18n/compiled/en/settings'
import { describeLogin } from './describeLogin'

const t = english.settings

it('names each login as the visitor knows it, with what it is and its dates', () => {
  const base = { createdAt: '2026-12-01T23:30:00.000Z', lastUsedAt: null }
  expect(
    describeLogin({ ...base, kind: 'email', id: 'ada@example.com', label: 'ada@example.com' }, t),
  ).toEqual({
    name: 'ada@example.com',
    detail: 'Email · added Dec 1, 2026',
  })
  expect(
    describeLogin({ ...base, kind: 'social', id: 'google:1', provider: 'google', label: 'Google' }, t),
  ).toEqual({
    name: 'Google',
    detail: 'Social login · added Dec 1, 2026',
  })
  expect(
    describeLogin(
      {
        kind: 'passkey',
        id: 'cred',
        label: 'Passkey on Chrome',
        createdAt: null,
        lastUsedAt: '2026-12-02T08:00:00.000Z',
      },
      t,
    ),
  ).toEqual({ name: 'Passkey on Chrome', detail: 'Passkey · last used Dec 2, 2026' })
})

it("names them in the visitor's language, the dates as that locale writes them", () => {
  expect(
    describeLogin(
      {
        kind: 'social',
        id: 'google:1',
        provider: 'google',
        label: 'Google',
        createdAt: '2026-12-01T23:30:00.000Z',
        lastUsedAt: '2026-12-02T08:00:00.000Z',
      },
      de.settings as typeof t,
      'de',
    ),
  ).toEqual({
    name: 'Google',
    detail: 'Social Login · hinzugefügt am 1. Dez. 2026 · zuletzt verwendet am 2. Dez. 2026',
  })
})
