import { pairingRenewalDelay } from './pairingRenewalDelay'
import type { Provider } from './startUniversalProvider'

type Session = NonNullable<Provider['session']>
type Timer = ReturnType<typeof setTimeout>
type Attempt = { pairingTopic?: string; retired: boolean; expiry?: Timer }

/**
 * Offers pairings until a wallet approves one: each pairing URI goes to `onUri` with its expiry,
 * `marginMs` before which the next pairing is made and offered. A pairing stays open until its own
 * expiry, so a wallet that scanned it just before the renewal can still approve; then it is
 * dropped. Resolves with the approved session; rejects with the first error of a pairing still
 * offered (a rejection by the wallet among them), or with the signal's reason once it aborts.
 * The provider must already know the namespaces to propose (`connect` with `skipPairing`).
 *
 * @example
 * const session = await pairUntilApproved({ provider, onUri, signal, now: Date.now, lifetimeMs: 240_000, marginMs: 10_000 })
 */
export function pairUntilApproved(options: {
  provider: Provider
  onUri: (uri: string, expiresAt: number) => void
  signal: AbortSignal
  now: () => number
  lifetimeMs: number
  marginMs: number
}): Promise<Session> {
  const { provider, onUri, signal, now, lifetimeMs, marginMs } = options
  return new Promise((resolve, reject) => {
    const open = new Set<Attempt>()
    let settled = false
    let renewal: Timer | undefined

    function settle(winner: Attempt | undefined, finish: () => void) {
      if (settled) return
      settled = true
      clearTimeout(renewal)
      signal.removeEventListener('abort', onAbort)
      // The approved pairing stays: it is the session's now.
      if (winner) clearTimeout(winner.expiry)
      for (const attempt of open) if (attempt !== winner) retire(attempt)
      finish()
    }

    function retire(attempt: Attempt) {
      attempt.retired = true
      open.delete(attempt)
      clearTimeout(attempt.expiry)
      if (attempt.pairingTopic) forgetPairing(provider, attempt.pairingTopic)
    }

    function onAbort() {
      settle(undefined, () => reject(signal.reason))
    }

    function pair() {
      const attempt: Attempt = { retired: false }
      open.add(attempt)
      // The provider announces the URI of the pairing it makes as an event, before it waits for the
      // approval; only one pairing is ever being made at a time, so the next URI is this one's.
      const onDisplayUri = (uri: string) => {
        attempt.pairingTopic = pairingTopicOf(uri)
        if (attempt.retired) {
          forgetPairing(provider, attempt.pairingTopic)
          return
        }
        const expiresAt = now() + lifetimeMs
        attempt.expiry = setTimeout(() => retire(attempt), lifetimeMs)
        renewal = setTimeout(pair, pairingRenewalDelay({ expiresAt, now: now(), marginMs }))
        onUri(uri, expiresAt)
      }
      provider.once('display_uri', onDisplayUri)
      provider.pair(undefined).then(
        (session) => settle(attempt, () => resolve(session)),
        (error: unknown) => {
          provider.removeListener('display_uri', onDisplayUri)
          // A dropped pairing's proposal expires: that is no failure of the connect.
          if (!attempt.retired) settle(undefined, () => reject(error))
        },
      )
    }

    if (signal.aborted) {
      reject(signal.reason)
      return
    }
    signal.addEventListener('abort', onAbort, { once: true })
    pair()
  })
}

/** `wc:<topic>@2?...` */
function pairingTopicOf(uri: string): string {
  return uri.slice('wc:'.length, uri.indexOf('@'))
}

/**
 * Drops a pairing and its proposal as if they had expired: WalletConnect deletes both at once and
 * stops listening on the pairing's topic, so a late approval is never heard. A disconnect would
 * publish a message to a wallet that most likely never came.
 */
function forgetPairing(provider: Provider, pairingTopic: string) {
  const { core } = provider.client
  core.expirer.set(pairingTopic, 0)
  for (const proposal of provider.client.proposal.getAll())
    if (proposal.pairingTopic === pairingTopic) core.expirer.set(proposal.id, 0)
}
