import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { NearMethod } from '@/connectors/NearMethodContext'

/**
 * near_signMessage for the embedded wallet (NEP-413): the account, where the dapp names one, must
 * be this wallet's; the user approves the message and whom it is for in ApproveTransaction, then
 * it is signed over its recipient, nonce and callbackUrl and answered as NEP-413's SignedMessage,
 * `{ accountId, publicKey, signature, state? }` (the signature in base64).
 *
 * @example
 * await nearSignMessage(context) // { accountId: '6f1c…', publicKey: 'ed25519:8Kx…', signature: 'Mbj4…' }
 */
export const nearSignMessage: NearMethod<'near_signMessage'> = async (context) => {
  const { accountId, message, recipient, nonce, callbackUrl, state } = context.params
  if (accountId !== undefined && accountId !== context.accountId)
    throw new ProviderRpcError(
      errorCodes.unauthorized,
      `The account ${accountId} is not this wallet's NEAR account on ${context.network.name}.`,
    )
  await context.approve({
    namespace: 'near',
    method: 'near_signMessage',
    params: context.params,
    caipNetworkId: context.network.caipNetworkId,
    address: context.accountId,
  })
  const { publicKey, signature } = await context.signMessage({ message, recipient, nonce, callbackUrl })
  return { accountId: context.accountId, publicKey, signature, ...(state === undefined ? {} : { state }) }
}
