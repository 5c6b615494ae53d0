import { formatUnits } from 'viem'
import {
  decodeNearTransaction,
  type NearAction,
  NearTransactionError,
} from '@/networks/near/decodeNearTransaction'
import type { ApprovalWarning } from '../ApprovalWarning'
import { UnreadableRequestError } from '../UnreadableRequestError'
import { type DescribedMessage, describeMessageBytes } from './describeMessage'

/**
 * One action of a NEAR transaction as data (the view says it in the visitor's language): amounts
 * and gas with their units, a function call's arguments as text or hex, and where they are longer
 * than shown, how long they are.
 */
export type DescribedNearAction =
  | { kind: 'createAccount'; account: string }
  | { kind: 'deployContract'; account: string; bytes: number; codeHash: string }
  | {
      kind: 'functionCall'
      method: string
      account: string
      /** What the call attaches, where it attaches any. */
      deposit?: string | undefined
      gas: string
      args: DescribedMessage
      /** The arguments' whole length in bytes, where only the first `shown` are. */
      cut?: { bytes: number; shown: number } | undefined
    }
  | { kind: 'transfer'; amount: string; account: string }
  | { kind: 'stake'; amount: string; account: string; key: string }
  | { kind: 'addFullAccessKey'; key: string; account: string }
  | {
      kind: 'addFunctionCallKey'
      key: string
      account: string
      /** The methods the key may call; none means any. */
      methods: string[]
      contract: string
      /** What the key may spend on fees; none means any amount. */
      allowance?: string | undefined
    }
  | { kind: 'deleteKey'; key: string; account: string }
  | { kind: 'deleteAccount'; account: string; beneficiary: string }

/** near_signTransaction as ApproveTransaction shows it. */
export type DescribedNearTransaction = {
  signer: string
  receiver: string
  actions: DescribedNearAction[]
  /** What leaves the account: transfers and deposits attached to calls. */
  deposit: string
  /** The gas its calls may burn, where it calls any. */
  gas?: string | undefined
  nonce: string
  blockHash: string
  warnings: ApprovalWarning[]
}

const near = (yocto: bigint) => `${formatUnits(yocto, 24)} NEAR`
const tgas = (gas: bigint) => `${formatUnits(gas, 12)} TGas`
// Arguments shown in full up to this many bytes; longer ones are cut, saying so.
const maxArgsBytes = 2_000

function describeAction(action: NearAction, receiver: string): DescribedNearAction {
  switch (action.type) {
    case 'createAccount':
      return { kind: 'createAccount', account: receiver }
    case 'deployContract':
      return {
        kind: 'deployContract',
        account: receiver,
        bytes: action.codeLength,
        codeHash: action.codeHash,
      }
    case 'functionCall': {
      const cut = action.args.length > maxArgsBytes
      return {
        kind: 'functionCall',
        method: action.methodName,
        account: receiver,
        ...(action.deposit > 0n ? { deposit: near(action.deposit) } : {}),
        gas: tgas(action.gas),
        args: describeMessageBytes(action.args.subarray(0, maxArgsBytes)),
        ...(cut ? { cut: { bytes: action.args.length, shown: maxArgsBytes } } : {}),
      }
    }
    case 'transfer':
      return { kind: 'transfer', amount: near(action.deposit), account: receiver }
    case 'stake':
      return { kind: 'stake', amount: near(action.stake), account: receiver, key: action.publicKey }
    case 'addKey':
      if (action.permission.kind === 'fullAccess')
        return { kind: 'addFullAccessKey', key: action.publicKey, account: receiver }
      return {
        kind: 'addFunctionCallKey',
        key: action.publicKey,
        account: receiver,
        methods: action.permission.methodNames,
        contract: action.permission.receiverId,
        ...(action.permission.allowance === undefined
          ? {}
          : { allowance: near(action.permission.allowance) }),
      }
    case 'deleteKey':
      return { kind: 'deleteKey', key: action.publicKey, account: receiver }
    case 'deleteAccount':
      return { kind: 'deleteAccount', account: receiver, beneficiary: action.beneficiaryId }
  }
}

function actionWarning(action: NearAction, receiver: string, ownKey: string): ApprovalWarning | undefined {
  switch (action.type) {
    case 'addKey':
      return action.permission.kind === 'fullAccess'
        ? { code: 'nearFullAccessKey', key: action.publicKey, account: receiver }
        : undefined
    case 'deleteKey':
      return action.publicKey === ownKey ? { code: 'nearOwnKeyRemoved', account: receiver } : undefined
    case 'deleteAccount':
      return { code: 'nearDeleteAccount', account: receiver, beneficiary: action.beneficiaryId }
    case 'deployContract':
      return { code: 'nearDeployContract', account: receiver }
    default:
      return undefined
  }
}

/**
 * near_signTransaction's transaction (already parsed to bytes) as the approval shows it
 * (docs/approvals.md#near): each action (transfers, calls with their arguments as text, keys added or removed, contracts
 * deployed, accounts created or deleted), what leaves the account and the gas its calls may burn,
 * with warnings for what hands over or ends the account. A transaction another account signs, or
 * that is not one Latch reads, cannot be shown.
 *
 * @example
 * readNearTransaction({ transaction }, '6f1c…').actions // [{ kind: 'transfer', amount: '1 NEAR', account: 'bob.testnet' }]
 */
export function readNearTransaction(params: unknown, account: string | undefined): DescribedNearTransaction {
  const { transaction: bytes } = (params ?? {}) as { transaction?: unknown }
  if (!(bytes instanceof Uint8Array))
    throw new UnreadableRequestError('near_signTransaction takes a transaction')
  let transaction: ReturnType<typeof decodeNearTransaction>
  try {
    transaction = decodeNearTransaction(bytes)
  } catch (error) {
    if (error instanceof NearTransactionError) throw new UnreadableRequestError(error.message)
    throw error
  }
  const { signerId, receiverId, actions } = transaction
  if (signerId !== account)
    throw new UnreadableRequestError(`The transaction is signed by ${signerId}, not by this account`)
  let deposit = 0n
  let gas = 0n
  for (const action of actions) {
    if (action.type === 'transfer') deposit += action.deposit
    if (action.type === 'functionCall') {
      deposit += action.deposit
      gas += action.gas
    }
  }
  const calls = actions.some((action) => action.type === 'functionCall')
  return {
    signer: signerId,
    receiver: receiverId,
    actions: actions.map((action) => describeAction(action, receiverId)),
    deposit: near(deposit),
    ...(calls ? { gas: tgas(gas) } : {}),
    nonce: transaction.nonce.toString(),
    blockHash: transaction.blockHash,
    warnings: actions.flatMap((action) => actionWarning(action, receiverId, transaction.publicKey) ?? []),
  }
}
