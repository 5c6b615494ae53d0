import type { Method } from '@latch/protocol/methods'
import type { EmbeddedMethod } from '@/connectors/EmbeddedMethodContext'

/**
 * The EIP-1193 methods the embedded wallet answers with a handler of its own, each imported only when
 * first asked for, so that /embed's first load carries none of them (smart-account code is large).
 * A method off this table that only a wallet answers is refused; a read goes to the node.
 *
 * @example
 * const load = isAllowedMethod(method) ? embeddedMethods[method] : undefined
 * if (load) return (await load())(context)
 */
export const embeddedMethods: { [M in Method]?: () => Promise<EmbeddedMethod<M>> } = {
  personal_sign: () => import('./methods/personalSign').then((m) => m.personalSign),
  eth_signTypedData_v4: () => import('./methods/ethSignTypedDataV4').then((m) => m.ethSignTypedDataV4),
  eth_sendTransaction: () => import('./methods/ethSendTransaction').then((m) => m.ethSendTransaction),
  wallet_getCapabilities: () =>
    import('./methods/walletGetCapabilities').then((m) => m.walletGetCapabilities),
  wallet_sendCalls: () => import('./methods/walletSendCalls').then((m) => m.walletSendCalls),
  wallet_getCallsStatus: () => import('./methods/walletGetCallsStatus').then((m) => m.walletGetCallsStatus),
  wallet_showCallsStatus: () =>
    import('./methods/walletShowCallsStatus').then((m) => m.walletShowCallsStatus),
  eth_sendUserOperation: () => import('./methods/ethSendUserOperation').then((m) => m.ethSendUserOperation),
  wallet_grantPermissions: () =>
    import('./methods/walletGrantPermissions').then((m) => m.walletGrantPermissions),
  wallet_revokePermissions: () =>
    import('./methods/walletRevokePermissions').then((m) => m.walletRevokePermissions),
  wallet_getPermissions: () => import('./methods/walletGetPermissions').then((m) => m.walletGetPermissions),
}
