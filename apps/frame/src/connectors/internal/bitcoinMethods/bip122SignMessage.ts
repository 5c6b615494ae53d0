import type { BitcoinMethod } from '@/connectors/BitcoinMethodContext'
import { checkOwnBitcoinAccount } from './checkOwnBitcoinAccount'

/**
 * bip122_signMessage for the embedded wallet: the account (and `address`, where given) must be this
 * wallet's on the network; the user approves the message in ApproveTransaction, then it is signed
 * with BIP-322's simple format (or, with `protocol: 'ecdsa'`, the legacy BIP-137 one) and answered
 * as WalletConnect's bip122 signMessage answers, `{ address, signature }` (base64).
 *
 * @example
 * await bip122SignMessage(context) // { address: 'bcrt1q…', signature: 'AkcwRAIg…' }
 */
export const bip122SignMessage: BitcoinMethod<'bip122_signMessage'> = async (context) => {
  const { account, address, message, protocol } = context.params
  checkOwnBitcoinAccount(context, [account, address])
  await context.approve({
    namespace: 'bip122',
    method: 'bip122_signMessage',
    params: context.params,
    caipNetworkId: context.network.caipNetworkId,
    address: context.address,
  })
  return { address: context.address, signature: await context.signMessage(message, protocol) }
}
