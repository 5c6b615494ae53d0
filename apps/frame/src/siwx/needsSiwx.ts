import type { SiwxConfig, SiwxSession } from '@latch/shared-types'
import { sessionMatches } from './sessionMatches'

/**
 * Whether SIWXSignMessage must open after a connect (docs/behaviour.md#states-and-transitions): sign-in is configured, the wallet is
 * connected on a supported network, and no session signs in a connected account on its chain.
 *
 * @example
 * if (needsSiwx({ siwx, connected: true, networkSupported: true, session, accounts })) open('SIWXSignMessage')
 */
export function needsSiwx(state: {
  siwx: SiwxConfig | undefined
  connected: boolean
  networkSupported: boolean
  session: SiwxSession | undefined
  /** Every connected account (CAIP-10, one per namespace): a session of any of them will do. */
  accounts: readonly string[]
  now?: Date
}): boolean {
  if (!state.siwx || !state.connected || !state.networkSupported || state.accounts.length === 0) return false
  return !sessionMatches(state.session, state.accounts, state.now)
}
