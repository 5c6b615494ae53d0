import { nearAccountIdPattern } from '@latch/protocol/nearAccountIdPattern'
import type { WalletConnectNearNetwork } from '../WalletConnectConnector'
import { type SessionView, sessionAccountsOf } from './accountOfSession'

/**
 * The session's NEAR accounts: the CAIP-10 ones of its near namespace on one of `networks` whose
 * account id is a valid NEAR account id (named, `alice.near`, or implicit, 64 hex digits), each once.
 *
 * @example
 * nearAccountsOf(session, [{ caipNetworkId: 'near:testnet' }]) // ['near:testnet:alice.testnet']
 */
export function nearAccountsOf(
  session: Pick<SessionView, 'namespaces'>,
  networks: readonly WalletConnectNearNetwork[],
): string[] {
  return sessionAccountsOf(
    session,
    'near',
    (caipNetworkId, accountId) =>
      networks.some((network) => network.caipNetworkId === caipNetworkId) &&
      nearAccountIdPattern.test(accountId),
  )
}
