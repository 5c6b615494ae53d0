import { isBitcoinAddress } from '@/networks/isBitcoinAddress'
import type { WalletConnectBitcoinNetwork } from '../WalletConnectConnector'
import { type SessionView, sessionAccountsOf } from './accountOfSession'

/**
 * The session's Bitcoin accounts: the CAIP-10 ones of its bip122 namespace on one of `networks`
 * whose address is a checksummed address of that network's kind (a mainnet address on regtest is
 * no account there), each once.
 *
 * @example
 * bitcoinAccountsOf(session, [{ caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', bip84: 'regtest' }])
 * // ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328:bcrt1q…']
 */
export function bitcoinAccountsOf(
  session: Pick<SessionView, 'namespaces'>,
  networks: readonly WalletConnectBitcoinNetwork[],
): string[] {
  return sessionAccountsOf(session, 'bip122', (caipNetworkId, address) => {
    const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    return network !== undefined && isBitcoinAddress(address, network.bip84)
  })
}
