import type { MethodWhere } from '@latch/protocol/methods'
import type { SolanaMethod } from '@/connectors/SolanaMethodContext'

/** The protocol's Solana methods: the embedded wallet answers every one. */
export type SolanaMethodName = MethodWhere<{ namespace: 'solana' }>

/**
 * The embedded wallet's handler of each Solana method, imported when first asked for (the Solana
 * libraries stay out of /embed's first load). A Solana method of the table without a handler here
 * fails the type check.
 *
 * @example
 * const handler = await embeddedSolanaMethods.solana_signMessage()
 */
export const embeddedSolanaMethods: { [M in SolanaMethodName]: () => Promise<SolanaMethod<M>> } = {
  solana_signMessage: () => import('./solanaMethods/solanaSignMessage').then((m) => m.solanaSignMessage),
  solana_signTransaction: () =>
    import('./solanaMethods/solanaSignTransaction').then((m) => m.solanaSignTransaction),
  solana_signAndSendTransaction: () =>
    import('./solanaMethods/solanaSignAndSendTransaction').then((m) => m.solanaSignAndSendTransaction),
}
