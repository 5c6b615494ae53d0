import type { MethodWhere } from '@latch/protocol/methods'
import type { BitcoinMethod } from '@/connectors/BitcoinMethodContext'

/** The protocol's Bitcoin methods: the embedded wallet answers every one. */
export type BitcoinMethodName = MethodWhere<{ namespace: 'bip122' }>

/**
 * The embedded wallet's handler of each Bitcoin method, imported when first asked for (the Bitcoin
 * libraries stay out of /embed's first load). A Bitcoin method of the table without a handler here
 * fails the type check.
 *
 * @example
 * const handler = await embeddedBitcoinMethods.bip122_signMessage()
 */
export const embeddedBitcoinMethods: { [M in BitcoinMethodName]: () => Promise<BitcoinMethod<M>> } = {
  bip122_signMessage: () => import('./bitcoinMethods/bip122SignMessage').then((m) => m.bip122SignMessage),
  bip122_sendTransfer: () => import('./bitcoinMethods/bip122SendTransfer').then((m) => m.bip122SendTransfer),
  bip122_signPsbt: () => import('./bitcoinMethods/bip122SignPsbt').then((m) => m.bip122SignPsbt),
  bip122_getAccountAddresses: () =>
    import('./bitcoinMethods/bip122GetAccountAddresses').then((m) => m.bip122GetAccountAddresses),
}
