import { maxBitcoinMemoBytes } from '@latch/protocol/bitcoinParams'
import { equalBytes } from '@noble/curves/abstract/utils'
import { Address, OutScript, Script, selectUTXO, type Transaction } from '@scure/btc-signer'
import { hexToBytes } from 'viem'
import type { Bip84Network } from '@/networks/BitcoinNetwork'
import { btcSignerNetwork } from '@/networks/btcSignerNetwork'
import type { BitcoinUtxo } from '@/networks/esploraShapes'

export type BitcoinTransferInput = {
  network: Bip84Network
  /** The wallet's native SegWit address: every output it spends pays it, and it takes the change. */
  from: string
  to: string
  /** In satoshis; `'all'` sends everything the account can spend less the fee. */
  amount: bigint | 'all'
  /** The fee rate in sat/vB (rounded up to a whole one, at least 1). */
  feeRate: number
  /** Text carried by an OP_RETURN output of no value. */
  memo?: string | undefined
  utxos: readonly BitcoinUtxo[]
}

export type BitcoinTransferPlan =
  | {
      ok: true
      /** The unsigned transaction, every input with the output it spends (a PSBT's witnessUtxo). */
      transaction: Transaction
      /** What the recipient gets, in satoshis. */
      amount: bigint
      fee: bigint
      /** What comes back to `from`, or 0n when the rest was too little to be worth an output. */
      change: bigint
    }
  | { ok: false; error: string; field?: 'recipient' | 'amount' | 'memo' }

/**
 * A transfer of `amount` satoshis from a P2WPKH account to `to` (any address of the network), as
 * Bitcoin wallets make one (docs/namespaces.md#sending-bitcoin): outputs picked from the account's
 * unspent ones (mined ones alone where they suffice) by @scure/btc-signer's selection, which pays
 * the amount and the fee at `feeRate` and sends the rest back to the account unless it would be
 * dust (then it goes to the fee).
 * Answers the unsigned transaction with its fee and change, or why none can be made.
 *
 * @example
 * planBitcoinTransfer({ network: 'regtest', from, to, amount: 50_000_000n, feeRate: 1, utxos })
 * // { ok: true, transaction, amount: 50000000n, fee: 141n, change: 49999859n }
 */
export function planBitcoinTransfer(input: BitcoinTransferInput): BitcoinTransferPlan {
  const network = btcSignerNetwork(input.network)
  let recipientScript: Uint8Array
  let ownScript: Uint8Array
  try {
    recipientScript = OutScript.encode(Address(network).decode(input.to))
  } catch {
    return {
      ok: false,
      field: 'recipient',
      error: `Invalid recipient: not an address of this Bitcoin network`,
    }
  }
  try {
    ownScript = OutScript.encode(Address(network).decode(input.from))
  } catch {
    return { ok: false, error: 'The account is not an address of this Bitcoin network' }
  }
  const memo =
    input.memo === undefined || input.memo === '' ? undefined : new TextEncoder().encode(input.memo)
  if (memo && memo.length > maxBitcoinMemoBytes)
    return { ok: false, field: 'memo', error: `A memo is at most ${maxBitcoinMemoBytes} bytes` }
  if (input.amount !== 'all' && input.amount <= 0n)
    return { ok: false, field: 'amount', error: 'Enter an amount greater than 0' }

  const outputs = [
    ...(input.amount === 'all' ? [] : [{ script: recipientScript, amount: input.amount }]),
    ...(memo ? [{ script: Script.encode(['RETURN', memo]), amount: 0n }] : []),
  ]
  const select = (utxos: readonly BitcoinUtxo[]) => {
    const inputs = utxos.map((utxo) => ({
      txid: hexToBytes(`0x${utxo.txid}`),
      index: utxo.vout,
      witnessUtxo: { script: ownScript, amount: BigInt(utxo.value) },
    }))
    return selectUTXO(inputs, outputs, input.amount === 'all' ? 'all' : 'default', {
      feePerByte: BigInt(Math.max(1, Math.ceil(input.feeRate))),
      // Sending everything: the "change" is the whole rest, and it goes to the recipient.
      changeAddress: input.amount === 'all' ? input.to : input.from,
      network,
      createTx: true,
      allowUnknownOutputs: true,
    })
  }
  let selected: ReturnType<typeof selectUTXO>
  try {
    // Mined outputs alone where they suffice, so that the transfer waits on no unmined parent.
    const confirmed = input.utxos.filter((utxo) => utxo.status.confirmed)
    selected =
      (input.amount !== 'all' && confirmed.length < input.utxos.length ? select(confirmed) : undefined) ??
      select(input.utxos)
  } catch (error) {
    return { ok: false, field: 'amount', error: error instanceof Error ? error.message : String(error) }
  }
  if (!selected?.tx || selected.fee === undefined)
    return {
      ok: false,
      field: 'amount',
      error: 'Insufficient funds: the account cannot pay this amount and its fee',
    }
  const { tx, fee } = selected
  let change = 0n
  let sent = 0n
  for (let index = 0; index < tx.outputsLength; index++) {
    const output = tx.getOutput(index)
    if (output.amount === undefined || !output.script) continue
    if (equalBytes(output.script, recipientScript)) sent += output.amount
    else if (equalBytes(output.script, ownScript)) change += output.amount
  }
  return { ok: true, transaction: tx, amount: sent, fee, change }
}
