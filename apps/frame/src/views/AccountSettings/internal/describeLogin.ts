import type { Login } from '@/embedded/api/loginsApi'

const dateFormat = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * How AccountSettings names a login: `name` is what the visitor knows it by (the address, the
 * provider, the passkey's name) and `detail` what it is and since when.
 *
 * @example
 * describeLogin({ kind: 'social', provider: 'google', label: 'Google', createdAt: '2026-12-01T10:00:00Z', … })
 * // { name: 'Google', detail: 'Social login · added Dec 1, 2026' }
 */
export function describeLogin(login: Login): { name: string; detail: string } {
  const kind = { email: 'Email', social: 'Social login', passkey: 'Passkey' }[login.kind]
  const added = login.createdAt ? ` · added ${dateFormat.format(new Date(login.createdAt))}` : ''
  const used = login.lastUsedAt ? ` · last used ${dateFormat.format(new Date(login.lastUsedAt))}` : ''
  return { name: login.label, detail: `${kind}${added}${used}` }
}
