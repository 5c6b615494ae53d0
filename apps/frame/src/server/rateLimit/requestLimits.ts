import type { RateLimit } from './RateLimit'

const minute = 60_000

/**
 * The limits of the endpoints a stranger can call to cost us mail, storage or CPU, defined here
 * once. Each is far above what a visitor needs and what the e2e suite sends from 127.0.0.1 (one
 * browser mode, measured: 26 code mails, counting the refused ones, 4 name registrations and 4
 * social logins within one 10-minute window; the two modes, run side by side, can fall in one
 * window), and far below what a script sends. A request refused by a client limit is not counted
 * against its project's.
 * The mail cooldown of one address (30 s, docs/behaviour.md#validation) applies besides.
 *
 * @example
 * await limitRequest(context, requestLimits.siwxNonces)
 */
export const requestLimits = {
  /** Mails with a code (email login, device approval, reauthentication, email change): one budget. */
  emailCodes: [
    { name: 'email-code', per: 'client', limit: 120, windowMs: 10 * minute },
    { name: 'email-code', per: 'project', limit: 1_000, windowMs: 10 * minute },
  ],
  /** SIWX nonces: rows until they expire (10 minutes). */
  siwxNonces: [{ name: 'siwx-nonce', per: 'client', limit: 30, windowMs: minute }],
  /** Name registrations from one client, counted before the signature is checked (the check may call a chain). */
  nameRegistrations: [{ name: 'name-registration', per: 'client', limit: 20, windowMs: 10 * minute }],
  /** Name registrations of one address, counted once its signature holds: only its key spends them. */
  nameRegistrationsPerAddress: [
    { name: 'name-registration', per: 'subject', limit: 20, windowMs: 60 * minute },
  ],
  /** Stored analytics events: a modal session sends tens. The project ceiling is above what one instance serves. */
  analyticsEvents: [
    { name: 'analytics-event', per: 'client', limit: 600, windowMs: minute },
    { name: 'analytics-event', per: 'project', limit: 60_000, windowMs: minute },
  ],
  /**
   * Social and Farcaster login verifications (each trades a code with the provider, and may make an
   * account) and Farcaster channels opened. 120, as for codes: the e2e suite in two
   * workers, both modes' social and Farcaster logins within one window, met the 60 it was.
   */
  socialLogins: [{ name: 'social-login', per: 'client', limit: 120, windowMs: 10 * minute }],
  /**
   * Passkey ceremonies' options and verifications (two a login): each stores a challenge or may make
   * an account. 240: in a run of the e2e suite after /embed got lighter, both modes' passkey logins
   * from 127.0.0.1 went over 120 in one window (a 429 on a login late in the run). Still one every
   * 2.5 s at most.
   */
  passkeyLogins: [{ name: 'passkey-login', per: 'client', limit: 240, windowMs: 10 * minute }],
  /** Logins removed from a wallet: as many as logins are made, at most. */
  loginChanges: [{ name: 'login-change', per: 'client', limit: 60, windowMs: 10 * minute }],
  /**
   * Paymaster service calls (a sponsored UserOperation takes two: stub and signature): each may
   * cost the project gas. 120 a minute lets one client send 60 sponsored ops a minute (the bench's
   * rounds included); the project ceiling is what its paymaster deposit should stand.
   */
  paymaster: [
    { name: 'paymaster', per: 'client', limit: 120, windowMs: minute },
    { name: 'paymaster', per: 'project', limit: 6_000, windowMs: minute },
  ],
  /** Session grants recorded and revoked: each reads the chain and stores a row. */
  smartSessions: [{ name: 'smart-session', per: 'client', limit: 60, windowMs: 10 * minute }],
} as const satisfies Record<string, readonly RateLimit[]>
