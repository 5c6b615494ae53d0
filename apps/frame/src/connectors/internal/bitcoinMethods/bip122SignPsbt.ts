import { errorCodes, ProviderRpcError } from '@latch/protocol'
import { equalBytes } from '@noble/curves/abstract/utils'
import { base64 } from '@scure/base'
import { Address, OutScript, SigHash, Transaction } from '@scure/btc-signer'
import type { BitcoinMethod } from '@/connectors/BitcoinMethodContext'
import { btcSignerNetwork } from '@/networks/btcSignerNetwork'
import { checkOwnBitcoinAccount } from './checkOwnBitcoinAccount'

const invalid = (message: string) => new ProviderRpcError(errorCodes.invalidParams, message)

/**
 * bip122_signPsbt for the embedded wallet: the account, and the address of every input to sign,
 * must be this wallet's (4100); the PSBT must parse and each input to sign must exist, spend the
 * account's native SegWit output, carried in the PSBT, and ask for a sighash type its entry allows
 * (SIGHASH_ALL where it names none) (-32602). ApproveTransaction shows the PSBT
 * (what it spends, which inputs the account signs and with which sighash type, what it pays, the
 * fee); once approved the key signs exactly those inputs, each is finalized, and the PSBT is
 * answered in base64. With `broadcast`, the whole transaction must then be final: it is broadcast
 * through the frame's server and its txid answered beside it.
 *
 * @example
 * await bip122SignPsbt(context) // { psbt: 'cHNidP8B…' } or, with broadcast, { psbt, txid: '5f2c…' }
 */
export const bip122SignPsbt: BitcoinMethod<'bip122_signPsbt'> = async (context) => {
  const { account, psbt, signInputs, broadcast } = context.params
  checkOwnBitcoinAccount(context, [account, ...signInputs.map((input) => input.address)])
  if (signInputs.length === 0) throw invalid('signInputs names no input to sign')
  let transaction: Transaction
  try {
    transaction = Transaction.fromPSBT(base64.decode(psbt), { allowUnknownOutputs: true })
  } catch (error) {
    throw invalid(`The PSBT does not parse: ${error instanceof Error ? error.message : String(error)}`)
  }
  const ownScript = OutScript.encode(Address(btcSignerNetwork(context.network.bip84)).decode(context.address))
  for (const { index, sighashTypes = [SigHash.ALL] } of signInputs) {
    if (index >= transaction.inputsLength)
      throw invalid(`signInputs names input ${index}, which the PSBT does not have`)
    const input = transaction.getInput(index)
    const spends = input.witnessUtxo?.script
    if (!spends || !equalBytes(spends, ownScript))
      throw invalid(`Input ${index} does not spend this wallet's account, or its output is not in the PSBT`)
    const sighash = input.sighashType ?? SigHash.ALL
    if (!sighashTypes.includes(sighash))
      throw invalid(`Input ${index} asks for sighash type ${sighash}, which signInputs does not allow`)
  }
  await context.approve({
    namespace: 'bip122',
    method: 'bip122_signPsbt',
    params: context.params,
    caipNetworkId: context.network.caipNetworkId,
    address: context.address,
    transaction: psbt,
  })
  const inputs = signInputs.map(({ index, sighashTypes }) => ({
    index,
    sighashTypes: sighashTypes ?? [SigHash.ALL],
  }))
  const signed = Transaction.fromPSBT(await context.signTransaction(base64.decode(psbt), inputs), {
    allowUnknownOutputs: true,
  })
  for (const { index } of inputs) signed.finalizeIdx(index)
  if (!broadcast) return { psbt: base64.encode(signed.toPSBT()) }
  for (let index = 0; index < signed.inputsLength; index++) {
    const input = signed.getInput(index)
    // An input not yet final carries an empty scriptSig and no witness.
    if (!input.finalScriptWitness?.length && !input.finalScriptSig?.length)
      throw invalid(`The PSBT cannot be broadcast: input ${index} is not signed`)
  }
  const { txid } = await context.chain.broadcast(signed.hex)
  return { psbt: base64.encode(signed.toPSBT()), txid }
}
