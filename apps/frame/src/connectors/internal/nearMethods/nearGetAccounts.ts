import type { NearMethod } from '@/connectors/NearMethodContext'

/**
 * near_getAccounts for the embedded wallet: its one account, the implicit account of its key, with
 * that key, as WalletConnect's NEAR getAccounts answers; answered without asking, like eth_accounts.
 *
 * @example
 * await nearGetAccounts(context) // [{ accountId: '6f1c…', publicKey: 'ed25519:8Kx…' }]
 */
export const nearGetAccounts: NearMethod<'near_getAccounts'> = async (context) => [
  { accountId: context.accountId, publicKey: context.publicKey },
]
