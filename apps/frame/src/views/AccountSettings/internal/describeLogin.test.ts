import { expect, it } from 'vitest'
import { describeLogin } from './describeLogin'

it('names each login as the visitor knows it, with what it is and its dates', () => {
  const base = { createdAt: '2026-12-01T23:30:00.000Z', lastUsedAt: null }
  expect(describeLogin({ ...base, kind: 'email', id: 'ada@example.com', label: 'ada@example.com' })).toEqual({
    name: 'ada@example.com',
    detail: 'Email · added Dec 1, 2026',
  })
  expect(
    describeLogin({ ...base, kind: 'social', id: 'google:1', provider: 'google', label: 'Google' }),
  ).toEqual({
    name: 'Google',
    detail: 'Social login · added Dec 1, 2026',
  })
  expect(
    describeLogin({
      kind: 'passkey',
      id: 'cred',
      label: 'Passkey on Chrome',
      createdAt: null,
      lastUsedAt: '2026-12-02T08:00:00.000Z',
    }),
  ).toEqual({ name: 'Passkey on Chrome', detail: 'Passkey · last used Dec 2, 2026' })
})
