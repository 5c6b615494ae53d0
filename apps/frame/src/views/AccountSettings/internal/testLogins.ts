import type { Login } from '@/embedded/api/loginsApi'

/** For the Logins tests: a wallet's email login, a Google and a Farcaster account linked to it, and a passkey added to it. */
export const emailLogin: Login = {
  kind: 'email',
  id: 'ada@example.com',
  label: 'ada@example.com',
  createdAt: '2026-12-01T10:00:00.000Z',
  lastUsedAt: null,
}
export const googleLogin: Login = {
  ...emailLogin,
  kind: 'social',
  id: 'google:42',
  provider: 'google',
  label: 'Google',
}
export const passkeyLogin: Login = {
  ...emailLogin,
  kind: 'passkey',
  id: 'cHVibGljLWtleS1jcmVkZW50aWFs',
  label: 'Passkey',
  createdAt: '2026-12-02T10:00:00.000Z',
}
export const farcasterLogin: Login = {
  ...emailLogin,
  kind: 'social',
  id: 'farcaster:1001',
  provider: 'farcaster',
  label: 'Farcaster',
}
