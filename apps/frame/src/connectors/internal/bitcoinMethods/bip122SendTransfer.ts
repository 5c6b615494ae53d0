import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { BitcoinMethod } from '@/connectors/BitcoinMethodContext'
import { planOwnBitcoinTransfer } from './planOwnBitcoinTransfer'

/**
 * bip122_sendTransfer for the embedded wallet: the account must be this wallet's on the network, and
 * so must the change address where one is named (change goes nowhere else). The wallet makes the
 * transaction from what the account can spend, at the fee rate that confirms within about three
 * blocks (planBitcoinTransfer), shows it in ApproveTransaction (what it spends, pays and costs),
 * then signs it, broadcasts it through the frame's server and answers `{ txid }`.
 *
 * @example
 * await bip122SendTransfer(context) // { txid: '5f2c…' }
 */
export const bip122SendTransfer: BitcoinMethod<'bip122_sendTransfer'> = async (context) => {
  const psbt = (await planOwnBitcoinTransfer(context, context.params)).toPSBT()
  await context.approve({
    namespace: 'bip122',
    method: 'bip122_sendTransfer',
    params: context.params,
    caipNetworkId: context.network.caipNetworkId,
    address: context.address,
    transaction: base64.encode(psbt),
  })
  const signed = Transaction.fromPSBT(await context.signTransaction(psbt), { allowUnknownOutputs: true })
  signed.finalize()
  return context.chain.broadcast(signed.hex)
}
