import { base64 } from '@scure/base'
import { Address, OutScript, Script, Transaction } from '@scure/btc-signer'
import { formatUnits } from 'viem'
import type { BitcoinInputsToSign } from '@/networks/BitcoinInputsToSign'
import type { Bip84Network } from '@/networks/BitcoinNetwork'
import { btcSignerNetwork } from '@/networks/btcSignerNetwork'
import type { ApprovalWarning } from '../ApprovalWarning'
import { UnreadableRequestError } from '../UnreadableRequestError'
import type { DisplayAmount } from './approvalTypes'
import { type DescribedMessage, describeMessageBytes } from './describeMessage'

/**
 * One output a Bitcoin transaction spends: whose it is, what it holds, and whether the account
 * signs it now (with which sighash type, where not SIGHASH_ALL).
 */
export type DescribedBitcoinInput = {
  address: string | undefined
  value: DisplayAmount
  own: boolean
  signed: boolean
  /** The sighash types it may be signed with, by name, when any is not SIGHASH_ALL. */
  sighash?: readonly string[] | undefined
}

const sighashNames: Partial<Record<number, string>> = {
  1: 'SIGHASH_ALL',
  2: 'SIGHASH_NONE',
  3: 'SIGHASH_SINGLE',
  129: 'SIGHASH_ALL|ANYONECANPAY',
  130: 'SIGHASH_NONE|ANYONECANPAY',
  131: 'SIGHASH_SINGLE|ANYONECANPAY',
}

/** One output a Bitcoin transaction makes: a payment, change back to the account, or a memo. */
export type DescribedBitcoinOutput =
  | { kind: 'payment' | 'change'; address: string | undefined; value: DisplayAmount }
  | { kind: 'memo'; memo: DescribedMessage; value: DisplayAmount }

/** A Bitcoin transaction (a PSBT) as ApproveTransaction shows it. */
export type DescribedBitcoinTransaction = {
  inputs: DescribedBitcoinInput[]
  outputs: DescribedBitcoinOutput[]
  /** What leaves the account: every output that does not come back to it. */
  sends: DisplayAmount
  /** What goes in and does not come out; undefined where an input's value is not in the PSBT. */
  fee: DisplayAmount | undefined
  /** The fee per virtual byte once signed, where every input is the account's (so its size is known). */
  feeRate: number | undefined
  warnings: ApprovalWarning[]
}

// What signing adds to a transaction whose inputs are all P2WPKH, in weight units: each input's
// witness (a signature of at most 72 bytes and a compressed key, each with its length, and their
// count) and the segwit marker and flag; the rest (the unsigned transaction) weighs 4 per byte.
const p2wpkhWitnessWeight = 1 + 73 + 34
const segwitMarkerWeight = 2

const btc = (sats: bigint): DisplayAmount => ({ raw: sats, formatted: formatUnits(sats, 8), symbol: 'BTC' })

/**
 * A PSBT (base64) in plain words, from the side of `account`, the wallet's address: each output it
 * spends (the account's own or another's, and which the account signs: those of `signing`, else
 * all of its own), each output it pays (to whom, what comes back as change, a memo's text), what it
 * sends, its fee (inputs less outputs) and fee rate, with a warning for each input signed with a
 * sighash type that leaves the rest of the transaction open. A PSBT that does not parse, or whose
 * inputs to sign are not the account's, is unreadable: refuse it, never sign it.
 *
 * @example
 * readBitcoinTransaction(psbt, { account: 'bcrt1q…', network: 'regtest' })
 * // { inputs: [{ address: 'bcrt1q…', own: true, … }], outputs: [{ kind: 'payment', … }, { kind: 'change', … }], fee: { formatted: '0.00000141', … }, feeRate: 1, … }
 */
export function readBitcoinTransaction(
  psbt: string,
  { account, network }: { account: string; network: Bip84Network },
  signing?: BitcoinInputsToSign,
): DescribedBitcoinTransaction {
  let transaction: Transaction
  try {
    transaction = Transaction.fromPSBT(base64.decode(psbt), { allowUnknownOutputs: true })
  } catch (error) {
    throw new UnreadableRequestError(
      `The transaction is not a PSBT Latch can read: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const addresses = Address(btcSignerNetwork(network))
  const addressOf = (script: Uint8Array) => {
    try {
      return addresses.encode(OutScript.decode(script))
    } catch {
      return undefined
    }
  }

  let spent: bigint | undefined = 0n
  let ownP2wpkhInputs = 0
  const inputs = Array.from({ length: transaction.inputsLength }, (_, index): DescribedBitcoinInput => {
    const input = transaction.getInput(index)
    const previous = input.witnessUtxo ?? input.nonWitnessUtxo?.outputs[input.index ?? -1]
    const asked = signing?.find((entry) => entry.index === index)
    const address = previous ? addressOf(previous.script) : undefined
    const own = address !== undefined && address === account
    const signed = signing ? asked !== undefined : own
    if (signed && !own)
      throw new UnreadableRequestError(`Input ${index + 1} is not your account's, so Latch cannot sign it`)
    const types = asked?.sighashTypes?.filter((type) => type !== 1) ?? []
    const sighash = types.length > 0 ? types.map((type) => sighashNames[type] ?? String(type)) : undefined
    if (!previous) {
      spent = undefined
      return { address: undefined, value: { raw: 0n, formatted: 'unknown' }, own: false, signed }
    }
    if (spent !== undefined) spent += previous.amount
    if (own && input.witnessUtxo) ownP2wpkhInputs++
    return { address, value: btc(previous.amount), own, signed, ...(sighash ? { sighash } : {}) }
  })
  for (const { index } of signing ?? [])
    if (index >= inputs.length)
      throw new UnreadableRequestError(
        `It asks to sign input ${index + 1}, which the transaction does not have`,
      )

  let paid = 0n
  let sends = 0n
  const outputs = Array.from({ length: transaction.outputsLength }, (_, index): DescribedBitcoinOutput => {
    const { script = new Uint8Array(), amount = 0n } = transaction.getOutput(index)
    paid += amount
    const memo = memoOf(script)
    if (memo) {
      sends += amount
      return { kind: 'memo', memo: describeMessageBytes(memo), value: btc(amount) }
    }
    const address = addressOf(script)
    if (address === account) return { kind: 'change', address, value: btc(amount) }
    sends += amount
    return { kind: 'payment', address, value: btc(amount) }
  })

  const fee = spent === undefined ? undefined : (spent as bigint) - paid
  const warnings: ApprovalWarning[] = []
  if (fee !== undefined && fee < 0n)
    throw new UnreadableRequestError('The transaction pays out more than it spends')
  if (inputs.some((input) => !input.own)) warnings.push({ code: 'foreignInputs' })
  inputs.forEach((input, index) => {
    if (input.sighash) warnings.push({ code: 'sighash', input: index + 1, sighash: input.sighash })
  })
  if (fee !== undefined && fee > sends && sends > 0n) warnings.push({ code: 'feeAboveSends' })
  // Its size once signed, known where each input is the account's native SegWit output.
  const feeRate =
    fee !== undefined && ownP2wpkhInputs === inputs.length && inputs.length > 0
      ? Number(fee) /
        Math.ceil(
          (4 * transaction.unsignedTx.length + segwitMarkerWeight + p2wpkhWitnessWeight * inputs.length) / 4,
        )
      : undefined
  return {
    inputs,
    outputs,
    sends: btc(sends),
    fee: fee === undefined ? undefined : btc(fee),
    feeRate,
    warnings,
  }
}

// An OP_RETURN output's data (unspendable: a memo), or undefined for any other output.
function memoOf(script: Uint8Array): Uint8Array | undefined {
  if (script[0] !== 0x6a) return undefined
  try {
    const [, ...pushes] = Script.decode(script)
    return pushes.every((push) => push instanceof Uint8Array)
      ? Uint8Array.from(pushes.flatMap((push) => [...push]))
      : undefined
  } catch {
    return undefined
  }
}
