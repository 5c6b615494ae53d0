import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { RpcParams } from '@latch/protocol/rpcParams'
import type { Transaction } from '@scure/btc-signer'
import type { BitcoinApi } from '@/api/createBitcoinApi'
import type { BitcoinNetwork } from '@/networks/BitcoinNetwork'
import { planBitcoinTransfer } from '@/send/bitcoin/planBitcoinTransfer'
import { checkOwnBitcoinAccount } from './checkOwnBitcoinAccount'

/**
 * The unsigned transaction of a `bip122_sendTransfer` from the wallet's account, whichever wallet
 * signs it: the account, and the change address where one is named, must be the wallet's (4100);
 * the transaction is made from what the account can spend now, at the fee rate that confirms within
 * about three blocks (planBitcoinTransfer), and what cannot be paid is refused with -32602.
 *
 * @example
 * const transaction = await planOwnBitcoinTransfer({ network, address, chain }, params)
 */
export async function planOwnBitcoinTransfer(
  wallet: { network: BitcoinNetwork; address: string; chain: Pick<BitcoinApi, 'utxos' | 'feeRate'> },
  params: RpcParams<'bip122_sendTransfer'>,
): Promise<Transaction> {
  const { account, recipientAddress, amount, memo, changeAddress } = params
  checkOwnBitcoinAccount(wallet, [account, changeAddress])
  const [utxos, feeRate] = await Promise.all([wallet.chain.utxos(wallet.address), wallet.chain.feeRate()])
  const plan = planBitcoinTransfer({
    network: wallet.network.bip84,
    from: wallet.address,
    to: recipientAddress,
    amount: BigInt(amount),
    feeRate,
    memo,
    utxos,
  })
  if (!plan.ok) throw new ProviderRpcError(errorCodes.invalidParams, plan.error)
  return plan.transaction
}
