/**
 * Whether WalletConnect refused to end a session because it no longer has it: 'No matching key'
 * when it never heard of the topic or lost it, 'recently deleted' when it ended it a moment ago
 * (the wallet disconnected, the session expired, or an earlier disconnect). Such a session is as
 * ended as a disconnect would leave it (docs/behaviour.md#errors).
 *
 * @example
 * isSessionGone(new Error("No matching key. session or pairing topic doesn't exist: 9f…")) // true
 */
export function isSessionGone(error: unknown): boolean {
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : error
  return typeof message === 'string' && /no matching key|recently deleted/i.test(message)
}
