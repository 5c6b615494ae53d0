import type { MethodWhere } from '@latch/protocol/methods'
import type { NearMethod } from '@/connectors/NearMethodContext'

/** The protocol's NEAR methods: the embedded wallet answers every one. */
export type NearMethodName = MethodWhere<{ namespace: 'near' }>

/**
 * The embedded wallet's handler of each NEAR method, imported when first asked for. A NEAR method
 * of the table without a handler here fails the type check.
 *
 * @example
 * const handler = await embeddedNearMethods.near_signMessage()
 */
export const embeddedNearMethods: { [M in NearMethodName]: () => Promise<NearMethod<M>> } = {
  near_signMessage: () => import('./nearMethods/nearSignMessage').then((m) => m.nearSignMessage),
  near_signTransaction: () => import('./nearMethods/nearSignTransaction').then((m) => m.nearSignTransaction),
  near_signTransactions: () =>
    import('./nearMethods/nearSignTransactions').then((m) => m.nearSignTransactions),
  near_getAccounts: () => import('./nearMethods/nearGetAccounts').then((m) => m.nearGetAccounts),
}
