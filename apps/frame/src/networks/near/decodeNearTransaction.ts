import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'

/** A NEAR access key's permission: everything, or calls of some methods of one contract. */
export type NearKeyPermission =
  | { kind: 'fullAccess' }
  | {
      kind: 'functionCall'
      /** The most the key may spend on fees, in yoctoNEAR; none means no limit. */
      allowance: bigint | undefined
      receiverId: string
      /** Empty: any method. */
      methodNames: string[]
    }

/** One action of a NEAR transaction, as NEAR's protocol defines it (amounts in yoctoNEAR). */
export type NearAction =
  | { type: 'createAccount' }
  | { type: 'deployContract'; codeLength: number; codeHash: string }
  | { type: 'functionCall'; methodName: string; args: Uint8Array; gas: bigint; deposit: bigint }
  | { type: 'transfer'; deposit: bigint }
  | { type: 'stake'; stake: bigint; publicKey: string }
  | { type: 'addKey'; publicKey: string; nonce: bigint; permission: NearKeyPermission }
  | { type: 'deleteKey'; publicKey: string }
  | { type: 'deleteAccount'; beneficiaryId: string }

/** A NEAR transaction, decoded from its Borsh bytes. Keys are written as NEAR names them (`ed25519:…`). */
export type NearTransaction = {
  signerId: string
  publicKey: string
  nonce: bigint
  receiverId: string
  /** base58, as NEAR writes hashes. */
  blockHash: string
  actions: NearAction[]
}

/** Why bytes are not a NEAR transaction Latch signs. */
export class NearTransactionError extends Error {
  override name = 'NearTransactionError' as const
}

// The actions this decoder does not read: a delegated (meta-)transaction and global contracts.
const unsupported = ['a delegated action', 'a global contract deployment', 'a global contract']

const utf8 = new TextDecoder('utf-8', { fatal: true })

function reader(bytes: Uint8Array) {
  let offset = 0
  const take = (length: number) => {
    if (offset + length > bytes.length) throw new NearTransactionError('The transaction ends too soon')
    const part = bytes.subarray(offset, offset + length)
    offset += length
    return part
  }
  const u8 = () => take(1)[0] as number
  const unsigned = (size: number) => {
    const part = take(size)
    let value = 0n
    for (let index = size - 1; index >= 0; index--) value = (value << 8n) | BigInt(part[index] as number)
    return value
  }
  const u32 = () => Number(unsigned(4))
  // A length or count: never more than the bytes left, so that no length makes a large allocation.
  const count = () => {
    const value = u32()
    if (value > bytes.length - offset) throw new NearTransactionError('The transaction ends too soon')
    return value
  }
  const vec = () => take(count())
  const string = () => {
    try {
      return utf8.decode(vec())
    } catch (error) {
      if (error instanceof NearTransactionError) throw error
      throw new NearTransactionError('A text of the transaction is not UTF-8')
    }
  }
  const publicKey = () => {
    const type = u8()
    if (type === 0) return `ed25519:${base58.encode(take(32))}`
    if (type === 1) return `secp256k1:${base58.encode(take(64))}`
    throw new NearTransactionError(`Unknown key type ${type}`)
  }
  return {
    u8,
    count,
    u64: () => unsigned(8),
    u128: () => unsigned(16),
    take,
    vec,
    string,
    publicKey,
    done: () => offset === bytes.length,
  }
}

type Reader = ReturnType<typeof reader>

function readPermission(read: Reader): NearKeyPermission {
  const kind = read.u8()
  if (kind === 1) return { kind: 'fullAccess' }
  if (kind !== 0) throw new NearTransactionError(`Unknown access key permission ${kind}`)
  const allowance = read.u8() === 1 ? read.u128() : undefined
  const receiverId = read.string()
  const methodNames = Array.from({ length: read.count() }, () => read.string())
  return { kind: 'functionCall', allowance, receiverId, methodNames }
}

function readAction(read: Reader): NearAction {
  const type = read.u8()
  switch (type) {
    case 0:
      return { type: 'createAccount' }
    case 1: {
      const code = read.vec()
      return { type: 'deployContract', codeLength: code.length, codeHash: base58.encode(sha256(code)) }
    }
    case 2:
      return {
        type: 'functionCall',
        methodName: read.string(),
        args: read.vec(),
        gas: read.u64(),
        deposit: read.u128(),
      }
    case 3:
      return { type: 'transfer', deposit: read.u128() }
    case 4:
      return { type: 'stake', stake: read.u128(), publicKey: read.publicKey() }
    case 5:
      return {
        type: 'addKey',
        publicKey: read.publicKey(),
        nonce: read.u64(),
        permission: readPermission(read),
      }
    case 6:
      return { type: 'deleteKey', publicKey: read.publicKey() }
    case 7:
      return { type: 'deleteAccount', beneficiaryId: read.string() }
    default:
      throw new NearTransactionError(
        `The transaction holds ${unsupported[type - 8] ?? `an unknown action (${type})`}, which Latch does not sign`,
      )
  }
}

/**
 * Decodes a NEAR transaction from its Borsh serialization (what `Transaction.encode()` of
 * near-api-js writes and NEAR signs): the signer and its key, nonce, receiver, block hash and each
 * action. Throws a NearTransactionError for bytes that are not exactly one transaction, and for
 * actions Latch does not sign (docs/methods.md#near-parameters).
 *
 * @example
 * decodeNearTransaction(bytes).actions // [{ type: 'transfer', deposit: 1000000000000000000000000n }]
 */
export function decodeNearTransaction(bytes: Uint8Array): NearTransaction {
  const read = reader(bytes)
  const transaction: NearTransaction = {
    signerId: read.string(),
    publicKey: read.publicKey(),
    nonce: read.u64(),
    receiverId: read.string(),
    blockHash: base58.encode(read.take(32)),
    actions: Array.from({ length: read.count() }, () => readAction(read)),
  }
  if (!read.done()) throw new NearTransactionError('Bytes follow the transaction')
  return transaction
}
