import type { Login } from '@/embedded/api/loginsApi'
import type { EmbeddedApi } from '@/embedded/createEmbeddedApi'
import { FarcasterLoginEndedError } from './createFarcasterLogin'
import { pollFarcasterChannel } from './pollFarcasterChannel'

type Deps = {
  api: () => Promise<EmbeddedApi>
  /** The session's bearer: the account is linked to the wallet open now. */
  bearer: () => Promise<string>
  wait?: (ms: number, signal: AbortSignal) => Promise<void>
}

/**
 * AccountSettings' "Link Farcaster" (docs/farcaster.md#a-linked-login): the frame's server opens a
 * channel as for a login, the visitor approves its URL in Farcaster (the QR code or the link), and
 * the server links the verified FID to the session's wallet, or refuses one that opens another
 * wallet. One link at a time: a new one, or `clear`, ends the one under way with
 * FarcasterLoginEndedError.
 *
 * @example
 * const link = createFarcasterLink({ api, bearer })
 * const logins = await link.run((url) => showQrCode(url))
 */
export function createFarcasterLink(deps: Deps) {
  let current: AbortController | undefined

  function clear() {
    current?.abort(new FarcasterLoginEndedError('The Farcaster link was left.'))
    current = undefined
  }

  return {
    /** Opens a channel, gives its URL to `show`, and answers the logins once the account is linked. */
    async run(show: (url: string) => void): Promise<Login[]> {
      clear()
      const controller = new AbortController()
      current = controller
      try {
        const api = await deps.api()
        const channel = await api.farcasterChannel()
        controller.signal.throwIfAborted()
        show(channel.url)
        const bearer = await deps.bearer()
        const { channelToken, ticket } = channel
        const linked = await pollFarcasterChannel(
          () => api.farcasterLink(bearer, { channelToken, ticket }),
          controller.signal,
          deps.wait,
        )
        return linked.logins
      } finally {
        if (current === controller) current = undefined
      }
    },
    /** Ends the link under way, if any. */
    clear,
  }
}

export type FarcasterLink = ReturnType<typeof createFarcasterLink>
