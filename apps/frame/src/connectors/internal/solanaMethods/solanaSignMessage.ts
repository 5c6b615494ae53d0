import { errorCodes, ProviderRpcError } from '@latch/protocol'
import { base58 } from '@scure/base'
import type { SolanaMethod } from '@/connectors/SolanaMethodContext'

/**
 * solana_signMessage for the embedded wallet: the account named by `pubkey` must be this wallet's;
 * the user approves the message in ApproveTransaction, then its bytes are signed (ed25519) and the
 * signature answered in base58.
 *
 * @example
 * await solanaSignMessage(context) // { signature: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW' }
 */
export const solanaSignMessage: SolanaMethod<'solana_signMessage'> = async (context) => {
  const { message, pubkey } = context.params
  if (pubkey !== context.address)
    throw new ProviderRpcError(
      errorCodes.unauthorized,
      `The account ${pubkey} is not this wallet's Solana account.`,
    )
  let bytes: Uint8Array
  try {
    bytes = base58.decode(message)
  } catch {
    throw new ProviderRpcError(
      errorCodes.invalidParams,
      'Invalid parameters for solana_signMessage: params.message: expected base58.',
    )
  }
  await context.approve({
    namespace: 'solana',
    method: 'solana_signMessage',
    params: context.params,
    caipNetworkId: context.network.caipNetworkId,
    address: context.address,
  })
  return { signature: base58.encode(await context.sign(bytes)) }
}
