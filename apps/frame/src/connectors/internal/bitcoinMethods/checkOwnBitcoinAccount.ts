import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { BitcoinMethodContext } from '@/connectors/BitcoinMethodContext'

/**
 * Refuses (4100) a request that names an address other than the wallet's on the network, among
 * those it names (undefined ones are not named).
 *
 * @example
 * checkOwnBitcoinAccount(context, [params.account, params.address])
 */
export function checkOwnBitcoinAccount(
  context: Pick<BitcoinMethodContext, 'address' | 'network'>,
  named: readonly (string | undefined)[],
): void {
  for (const address of named)
    if (address !== undefined && address !== context.address)
      throw new ProviderRpcError(
        errorCodes.unauthorized,
        `The account ${address} is not this wallet's Bitcoin account on ${context.network.name}.`,
      )
}
