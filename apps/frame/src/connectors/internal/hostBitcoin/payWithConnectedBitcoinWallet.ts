import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { RpcParams } from '@latch/protocol/rpcParams'
import type { createStore } from 'jotai'
import type { ApiClient } from '@/api/createApiClient'
import { connectedBitcoinAccount } from '@/state/selectors'
import type { HostBitcoinPayment } from './payWithHostBitcoinWallet'

/**
 * Pays through the connected Bitcoin wallet (a host page's, or a WalletConnect wallet's without a
 * transfer of its own), which signs but reads no chain the frame can see: the frame makes or takes
 * the transaction, the wallet signs it through `request` (`bip122_signPsbt`, to sign only) and the
 * frame broadcasts it (payWithHostBitcoinWallet). The Bitcoin libraries load with the first
 * payment, not with the frame.
 *
 * @example
 * await payWithConnectedBitcoinWallet({ store, frameApi, request }, { method: 'bip122_sendTransfer', params })
 */
export async function payWithConnectedBitcoinWallet(
  deps: {
    store: ReturnType<typeof createStore>
    frameApi: ApiClient
    request: (method: 'bip122_signPsbt', params: RpcParams<'bip122_signPsbt'>) => Promise<unknown>
  },
  payment: HostBitcoinPayment,
): Promise<{ txid: string; psbt?: string }> {
  const account = connectedBitcoinAccount(deps.store)
  if (!account)
    throw new ProviderRpcError(errorCodes.disconnected, 'The Provider is disconnected from all chains.')
  const [{ payWithHostBitcoinWallet }, { createBitcoinApi }] = await Promise.all([
    import('./payWithHostBitcoinWallet'),
    import('@/api/createBitcoinApi'),
  ])
  return payWithHostBitcoinWallet(payment, {
    network: account.network,
    address: account.address,
    chain: createBitcoinApi(deps.frameApi, account.network.caipNetworkId),
    request: deps.request,
  })
}
