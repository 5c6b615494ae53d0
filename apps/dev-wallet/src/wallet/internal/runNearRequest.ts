import type { NearDevKey } from '@latch/localnet/nearDevKeys'
import { ProviderRpcError } from '@latch/protocol/errors'
import { invalidParamsMessage } from '@latch/protocol/invalidParamsMessage'
import { nep413Hash } from '@latch/protocol/nep413Hash'
import { rpcParams } from '@latch/protocol/rpcParams'
import { ed25519 } from '@noble/curves/ed25519'
import { base64 } from '@scure/base'

/**
 * The NEAR methods the dev wallet answers, as WalletConnect's near JSON-RPC names them. It reads no
 * NEAR node (none runs here), so it signs messages and tells its account, and signs no transaction.
 */
export const devWalletNearMethods = ['near_signMessage', 'near_getAccounts'] as const
export type DevWalletNearMethod = (typeof devWalletNearMethods)[number]

export const isDevWalletNearMethod = (method: string): method is DevWalletNearMethod =>
  (devWalletNearMethods as readonly string[]).includes(method)

/**
 * Runs an approved NEAR request with the dev key `key` (its implicit account), answering as NEP-413
 * and WalletConnect's near JSON-RPC do: `near_signMessage` signs NEP-413's hash of the message, its
 * recipient and nonce (`{ accountId, publicKey, signature }`, the signature in base64, with the
 * dapp's `state` back; another account named is 4100), and `near_getAccounts` answers the account
 * with its key.
 *
 * @example
 * runNearRequest('near_signMessage', { message: 'Sign in', recipient: 'app.example', nonce }, key)
 * // { accountId: '6f1c…', publicKey: 'ed25519:…', signature: '…' }
 */
export function runNearRequest(method: DevWalletNearMethod, params: unknown, key: NearDevKey): unknown {
  if (method === 'near_getAccounts') return [{ accountId: key.accountId, publicKey: key.publicKey }]
  const parsed = rpcParams.near_signMessage.safeParse(params)
  if (!parsed.success)
    throw new ProviderRpcError(-32602, invalidParamsMessage(method, parsed.error.issues[0]))
  const { message, recipient, nonce, callbackUrl, state, accountId } = parsed.data
  if (accountId !== undefined && accountId !== key.accountId)
    throw new ProviderRpcError(
      4100,
      `The request names ${accountId}, not this wallet's account ${key.accountId}.`,
    )
  const signature = ed25519.sign(nep413Hash({ message, recipient, nonce, callbackUrl }), key.privateKey)
  return {
    accountId: key.accountId,
    publicKey: key.publicKey,
    signature: base64.encode(signature),
    ...(state === undefined ? {} : { state }),
  }
}
