import type { ConnectAnswer, FarcasterChannelAnswer } from '@/embedded/api/authApi'
import type { EmbeddedApi } from '@/embedded/createEmbeddedApi'
import { farcasterLoginAtom } from '@/state/atoms'
import type { FrameContext } from '@/state/FrameContext'
import { pollFarcasterChannel } from './pollFarcasterChannel'

/** The login ended without an approval: the link was left, expired, or refused. */
export class FarcasterLoginEndedError extends Error {
  override name = 'FarcasterLoginEndedError' as const
}

type Deps = {
  api: () => Promise<EmbeddedApi>
  deviceId: () => Promise<string>
  /** Logs the embedded wallet in with the server's answer. */
  connect: (answer: ConnectAnswer) => Promise<void>
  wait?: (ms: number, signal: AbortSignal) => Promise<void>
}

/**
 * Sign in with Farcaster (docs/farcaster.md): the frame's server opens a channel on the Farcaster
 * relay, whose URL the visitor opens in Farcaster (the QR code); the frame then asks its server
 * every second until the client approved, the server verified the approval and logged the user in.
 * One login at a time: a new start, or `clear`, ends the one under way.
 *
 * @example
 * const login = createFarcasterLogin(context, { api, deviceId, connect })
 * const { url } = await login.start()
 * await login.approved() // the embedded wallet is connected
 */
export function createFarcasterLogin(context: Pick<FrameContext, 'store'>, deps: Deps) {
  const { store } = context
  let current: { controller: AbortController; approved: Promise<void> } | undefined

  async function poll(channel: FarcasterChannelAnswer, signal: AbortSignal): Promise<void> {
    const api = await deps.api()
    const deviceId = await deps.deviceId()
    const answer = await pollFarcasterChannel(
      () => api.farcasterVerify({ channelToken: channel.channelToken, ticket: channel.ticket, deviceId }),
      signal,
      deps.wait,
    )
    store.set(farcasterLoginAtom, { url: channel.url, status: 'verifying' })
    await deps.connect(answer)
  }

  function clear() {
    current?.controller.abort(new FarcasterLoginEndedError('The Farcaster login was left.'))
    current = undefined
    store.set(farcasterLoginAtom, undefined)
  }

  return {
    /** Opens a channel and starts waiting for its approval; answers the URL to show. */
    async start(): Promise<{ url: string }> {
      clear()
      const controller = new AbortController()
      store.set(farcasterLoginAtom, { url: undefined, status: 'preparing' })
      const opening = deps.api().then((api) => api.farcasterChannel())
      const approved = opening.then((channel) => {
        controller.signal.throwIfAborted()
        store.set(farcasterLoginAtom, { url: channel.url, status: 'waiting' })
        return poll(channel, controller.signal)
      })
      const mine = { controller, approved }
      current = mine
      // Whoever awaits `approved` hears how it ended; nobody may be awaiting it yet.
      approved
        .catch(() => undefined)
        .finally(() => {
          if (current !== mine) return
          current = undefined
          store.set(farcasterLoginAtom, undefined)
        })
      const channel = await opening
      return { url: channel.url }
    },
    /** Whether a login is under way. */
    waiting(): boolean {
      return current !== undefined
    },
    /** Settles when the login under way is approved and connected, or rejects with why it ended. */
    approved(): Promise<void> {
      if (!current) return Promise.reject(new FarcasterLoginEndedError('No Farcaster login is waiting.'))
      return current.approved
    },
    /** Ends the login under way, if any, and forgets its URL. */
    clear,
  }
}

export type FarcasterLogin = ReturnType<typeof createFarcasterLogin>
