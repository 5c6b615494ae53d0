import { embeddedApiErrors } from '@/embedded/api/errors'
import { ApiError } from '../api/ApiError'
import { isLocalMode } from './internal/isLocalMode'

/** Where the frame's server reaches Farcaster: an auth relay, and an RPC of the chain with its ID Registry. */
export type FarcasterConfig = { relayUrl: string; rpcUrl: string }

/**
 * `LATCH_FARCASTER_RELAY_URL` and `LATCH_FARCASTER_RPC_URL` (Farcaster's relay and an Optimism RPC
 * in production). Without them, in local mode (`LATCH_MODE` unset or `local`), the local relay
 * (http://127.0.0.1:5559) and chain 10 (http://127.0.0.1:8547) of docs/farcaster.md; elsewhere the
 * login is off (400).
 *
 * @example
 * farcasterConfig({}) // { relayUrl: 'http://127.0.0.1:5559', rpcUrl: 'http://127.0.0.1:8547' }
 */
export function farcasterConfig(env: Record<string, string | undefined> = process.env): FarcasterConfig {
  const relayUrl = env.LATCH_FARCASTER_RELAY_URL
  const rpcUrl = env.LATCH_FARCASTER_RPC_URL
  if (relayUrl || rpcUrl) {
    if (!relayUrl || !rpcUrl || !URL.canParse(relayUrl) || !URL.canParse(rpcUrl))
      throw new ApiError(400, embeddedApiErrors.socialNotConfigured, { parameter: 'provider' })
    return { relayUrl: relayUrl.replace(/\/+$/, ''), rpcUrl }
  }
  if (!isLocalMode(env))
    throw new ApiError(400, embeddedApiErrors.socialNotConfigured, { parameter: 'provider' })
  return { relayUrl: 'http://127.0.0.1:5559', rpcUrl: 'http://127.0.0.1:8547' }
}
