import { base64 } from '@scure/base'
import {
  type CompiledTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import { shortAddress } from '@/format/shortAddress'
import type { ApprovalWarning } from '../ApprovalWarning'
import { UnreadableRequestError } from '../UnreadableRequestError'
import type { KnownSolanaToken } from './approvalTypes'
import { type DescribedSolanaInstruction, describeSolanaInstruction } from './describeSolanaInstruction'

/** A Solana transaction as ApproveTransaction shows it. */
export type DescribedSolanaTransaction = {
  /** The account that approves: one of the transaction's signers. */
  account: string
  /** Who pays the fee (the first signer). */
  feePayer: string
  instructions: DescribedSolanaInstruction[]
  /** The accounts it may change, in its order (a lookup table's entry where the account is not in the transaction itself). */
  writable: string[]
  warnings: ApprovalWarning[]
  /** The message in base64: what the fee is asked for. */
  message: string
  /** The wire transaction in base64, as the request gave it: what is simulated. */
  transaction: string
}

/**
 * The `{ transaction }` of solana_signTransaction and solana_signAndSendTransaction: the wire
 * transaction decoded whole (legacy or v0), checked to ask `account` to sign, and each instruction
 * read (describeSolanaInstruction). A transaction that does not decode exactly, names an account it
 * does not have, or does not need this account's signature cannot be read, so it cannot be approved.
 *
 * @example
 * readSolanaTransaction({ transaction: wire }, { account, knownTokens })
 * // { feePayer: account, instructions: [{ kind: 'solTransfer', … }], writable: [account, to], … }
 */
export function readSolanaTransaction(
  params: unknown,
  context: { account: string; knownTokens: readonly KnownSolanaToken[] },
): DescribedSolanaTransaction {
  const wire = (params as { transaction?: unknown } | null)?.transaction
  if (typeof wire !== 'string') throw new UnreadableRequestError('The request names no transaction')
  const { signers, messageBytes, message } = decodeSolanaTransaction(wire)
  const { account } = context
  if (!signers.includes(account))
    throw new UnreadableRequestError(`The transaction does not ask ${account} to sign it`)
  const { header, staticAccounts } = message
  const lookups = message.version === 0 ? (message.addressTableLookups ?? []) : []
  const fromTables = [
    ...lookups.flatMap((lookup) =>
      lookup.writableIndexes.map((index) => tableEntry(lookup.lookupTableAddress, index)),
    ),
    ...lookups.flatMap((lookup) =>
      lookup.readonlyIndexes.map((index) => tableEntry(lookup.lookupTableAddress, index)),
    ),
  ]
  const writableFromTables = lookups.reduce((count, lookup) => count + lookup.writableIndexes.length, 0)
  const accounts = [...staticAccounts, ...fromTables]
  const accountAt = (index: number) => {
    const found = accounts[index]
    if (found === undefined)
      throw new UnreadableRequestError(
        `An instruction names account ${index}, which the transaction does not have`,
      )
    return found
  }
  const instructions = message.instructions.map((instruction) => {
    const program = staticAccounts[instruction.programAddressIndex]
    if (program === undefined)
      throw new UnreadableRequestError('An instruction names a program the transaction does not have')
    return describeSolanaInstruction({
      program,
      accounts: (instruction.accountIndices ?? []).map(accountAt),
      data: new Uint8Array(instruction.data ?? []),
      account,
      knownTokens: context.knownTokens,
    })
  })
  const signerCount = header.numSignerAccounts
  const isWritable = (index: number) =>
    index < signerCount
      ? index < signerCount - header.numReadonlySignerAccounts
      : index < staticAccounts.length - header.numReadonlyNonSignerAccounts
  const writable = [
    ...staticAccounts.filter((_, index) => isWritable(index)),
    ...fromTables.slice(0, writableFromTables),
  ]
  const warnings = instructions.flatMap((instruction) => (instruction.warning ? [instruction.warning] : []))
  if (lookups.length > 0) warnings.push({ code: 'lookupTables' })
  return {
    account,
    feePayer: staticAccounts[0] ?? '',
    instructions,
    writable,
    warnings,
    message: base64.encode(messageBytes),
    transaction: wire,
  }
}

/**
 * The wire transaction's parts (a legacy or v0 one, decoded exactly): its signers in order with the
 * signatures it already has, its message's bytes and the message itself. The wallet signs exactly
 * these bytes, the ones ApproveTransaction showed.
 *
 * @example
 * const { signers, messageBytes } = decodeSolanaTransaction(wire)
 */
export function decodeSolanaTransaction(wire: string) {
  let bytes: Uint8Array
  try {
    bytes = base64.decode(wire)
  } catch {
    throw new UnreadableRequestError('The transaction is not base64')
  }
  try {
    const [transaction, end] = getTransactionDecoder().read(bytes, 0)
    const [message, messageEnd] = getCompiledTransactionMessageDecoder().read(transaction.messageBytes, 0)
    if (end !== bytes.length || messageEnd !== transaction.messageBytes.length)
      throw new Error('trailing bytes')
    // Legacy and v0 messages: what wallets and clusters send today.
    if (!isReadableVersion(message)) throw new Error('version')
    const signers = Object.keys(transaction.signatures)
    if (signers.length !== message.header.numSignerAccounts || signers.length === 0)
      throw new Error('signers')
    return {
      signers,
      signatures: transaction.signatures,
      messageBytes: new Uint8Array(transaction.messageBytes),
      message,
    }
  } catch {
    throw new UnreadableRequestError('The transaction is not a Solana transaction Latch can decode')
  }
}

function tableEntry(table: string, index: number) {
  return `entry ${index} of lookup table ${shortAddress(table)}`
}

type ReadableMessage = Extract<CompiledTransactionMessage, { version: 'legacy' | 0 }>

function isReadableVersion(message: CompiledTransactionMessage): message is ReadableMessage {
  return message.version === 'legacy' || message.version === 0
}
