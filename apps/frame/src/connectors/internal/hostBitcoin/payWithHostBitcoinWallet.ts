import { errorCodes, ProviderRpcError, walletAnswerProblem } from '@latch/protocol'
import type { RpcParams } from '@latch/protocol/rpcParams'
import { equalBytes } from '@noble/curves/abstract/utils'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { BitcoinApi } from '@/api/createBitcoinApi'
import type { BitcoinNetwork } from '@/networks/BitcoinNetwork'
import { checkOwnBitcoinAccount } from '../bitcoinMethods/checkOwnBitcoinAccount'
import { planOwnBitcoinTransfer } from '../bitcoinMethods/planOwnBitcoinTransfer'

/** A payment a host page's Bitcoin wallet makes through the frame: a transfer, or a PSBT to broadcast. */
export type HostBitcoinPayment =
  | { method: 'bip122_sendTransfer'; params: RpcParams<'bip122_sendTransfer'> }
  | { method: 'bip122_signPsbt'; params: RpcParams<'bip122_signPsbt'> }

/** What the frame knows of the connected wallet's account, and how it reaches the wallet and the chain. */
export type HostBitcoinWallet = {
  network: BitcoinNetwork
  /** The wallet's payment address on the network. */
  address: string
  chain: Pick<BitcoinApi, 'utxos' | 'feeRate' | 'broadcast'>
  /** Asks the wallet itself (its own approval) for `bip122_signPsbt`, to sign only. */
  request(method: 'bip122_signPsbt', params: RpcParams<'bip122_signPsbt'>): Promise<unknown>
}

const refused = (message: string) => new ProviderRpcError(errorCodes.internal, message)

/**
 * Pays through a host page's Bitcoin wallet, which can sign but reads no chain the frame can see
 * (docs/namespaces.md#host-page-bitcoin-wallets): for `bip122_sendTransfer` the frame makes the
 * transaction from what the account can spend at the fee rate that confirms within about three
 * blocks (planBitcoinTransfer), as the embedded wallet does; for a `bip122_signPsbt` with
 * `broadcast` it takes the dapp's PSBT. The wallet signs it in its own approval; the frame then
 * checks that the wallet signed that very transaction (nothing it pays changed), finalizes each
 * input and broadcasts it through its server, answering `{ txid }` (and, for a PSBT, the signed
 * PSBT beside it). The account, and a change address, must be the wallet's (4100).
 *
 * @example
 * await payWithHostBitcoinWallet({ method: 'bip122_sendTransfer', params }, wallet) // { txid: '5f2c…' }
 */
export async function payWithHostBitcoinWallet(
  payment: HostBitcoinPayment,
  wallet: HostBitcoinWallet,
): Promise<{ txid: string; psbt?: string }> {
  if (payment.method === 'bip122_signPsbt') {
    const { params } = payment
    checkOwnBitcoinAccount(wallet, [params.account, ...params.signInputs.map((input) => input.address)])
    const signed = await signedBy(wallet, { ...params, broadcast: false })
    const { txid } = await wallet.chain.broadcast(finalized(signed, base64.decode(params.psbt)).hex)
    return { psbt: signed, txid }
  }
  const transaction = await planOwnBitcoinTransfer(wallet, payment.params)
  const psbt = transaction.toPSBT()
  const signInputs = Array.from({ length: transaction.inputsLength }, (_, index) => ({
    address: wallet.address,
    index,
  }))
  const { account } = payment.params
  const signed = await signedBy(wallet, { account, psbt: base64.encode(psbt), signInputs, broadcast: false })
  return wallet.chain.broadcast(finalized(signed, psbt).hex)
}

// The PSBT the wallet answered, in base64, once its answer is one.
async function signedBy(wallet: HostBitcoinWallet, params: RpcParams<'bip122_signPsbt'>): Promise<string> {
  const answer = await wallet.request('bip122_signPsbt', params)
  const problem = walletAnswerProblem('bip122_signPsbt', answer)
  if (problem) throw refused(problem)
  return (answer as { psbt: string }).psbt
}

// The signed PSBT as a final transaction, refused where it is another transaction than `asked` (a
// wallet may add signatures, not change what is paid) or an input is left unsigned.
function finalized(signed: string, asked: Uint8Array): Transaction {
  let transaction: Transaction
  try {
    transaction = Transaction.fromPSBT(base64.decode(signed), { allowUnknownOutputs: true })
  } catch {
    throw refused('The wallet answered a PSBT that does not parse.')
  }
  const requested = Transaction.fromPSBT(asked, { allowUnknownOutputs: true })
  if (!equalBytes(transaction.unsignedTx, requested.unsignedTx))
    throw refused('The wallet signed another transaction than the one it was asked to sign.')
  for (let index = 0; index < transaction.inputsLength; index++) {
    const input = transaction.getInput(index)
    if (input.finalScriptWitness?.length || input.finalScriptSig?.length) continue
    try {
      transaction.finalizeIdx(index)
    } catch {
      throw new ProviderRpcError(
        errorCodes.invalidParams,
        `The PSBT cannot be broadcast: input ${index} is not signed`,
      )
    }
  }
  return transaction
}
