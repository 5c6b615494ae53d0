import type { SiwxConfig, SiwxSession } from '@latch/shared-types'
import { sessionMatches } from './sessionMatches'

/**
 * Whether SIWXSignMessage must open after a connect (docs/behaviour.md#states-and-transitions): sign-in is configured, the wallet is
 * connected on a supported network, and no session signs in a connected account on its chain.
 *
 * @example
 * if (needsSiwx({ siwx, connected: true, networkSupported: true, session, caipAddress })) open('SIWXSignMessage')
 */
export function needsSiwx(state: {
  siwx: SiwxConfig | undefined
  connected: boolean
  networkSupported: boolean
  session: SiwxSession | undefined
  /** The connected account, or every connected account (one per namespace): a session of any will do. */
  caipAddress: string | readonly string[] | undefined
  now?: Date
}): boolean {
  if (!state.siwx || !state.connected || !state.networkSupported || !state.caipAddress?.length) return false
  return !sessionMatches(state.session, state.caipAddress, state.now)
}
