/**
 * One limit: at most `limit` requests per fixed window of `windowMs`, counted per client (the
 * caller's address), per project, or per subject the route names (an account's address). Limits of
 * one `name` share their counters, so endpoints that spend the same thing (mails) share one budget.
 *
 * @example
 * const perClient: RateLimit = { name: 'siwx-nonce', per: 'client', limit: 30, windowMs: 60_000 }
 */
export type RateLimit = {
  name: string
  per: 'client' | 'project' | 'subject'
  limit: number
  windowMs: number
}
