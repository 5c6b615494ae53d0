import type { Login } from '@/embedded/api/loginsApi'
import type settingsMessages from '@/i18n/compiled/en/settings'

/**
 * How AccountSettings names a login, in the visitor's language (`t`, the settings room) and
 * locale: `name` is what the visitor knows it by (the address, the provider, the passkey's name)
 * and `detail` what it is and since when.
 *
 * @example
 * describeLogin({ kind: 'social', provider: 'google', label: 'Google', createdAt: '2026-12-01T10:00:00Z', … }, t)
 * // { name: 'Google', detail: 'Social login · added Dec 1, 2026' }
 */
export function describeLogin(
  login: Login,
  t: (typeof settingsMessages)['settings'],
  locale = 'en',
): { name: string; detail: string } {
  const dateFormat = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const date = (iso: string) => dateFormat.format(new Date(iso))
  const kind = { email: t.loginEmail, social: t.loginSocial, passkey: t.loginPasskey }[login.kind]()
  const parts = [kind]
  if (login.createdAt) parts.push(t.loginAdded({ date: date(login.createdAt) }))
  if (login.lastUsedAt) parts.push(t.loginLastUsed({ date: date(login.lastUsedAt) }))
  return { name: login.label, detail: parts.join(' · ') }
}
