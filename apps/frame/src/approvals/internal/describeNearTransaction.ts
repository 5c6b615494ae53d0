import { formatUnits } from 'viem'
import {
  decodeNearTransaction,
  type NearAction,
  NearTransactionError,
} from '@/networks/near/decodeNearTransaction'
import type { ApprovalWarning } from '../ApprovalWarning'
import { UnreadableRequestError } from '../UnreadableRequestError'
import { type DescribedMessage, describeMessageBytes } from './describeMessage'

/** One action of a NEAR transaction in words, with a function call's arguments. */
export type DescribedNearAction = { text: string; args?: DescribedMessage | undefined }

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

function actionText(action: NearAction, receiver: string): DescribedNearAction {
  switch (action.type) {
    case 'createAccount':
      return { text: `Creates the account ${receiver}` }
    case 'deployContract':
      return {
        text: `Deploys a contract to ${receiver} (${action.codeLength} bytes, code hash ${action.codeHash})`,
      }
    case 'functionCall': {
      const cut = action.args.length > maxArgsBytes
      return {
        text: `Calls ${action.methodName} on ${receiver}${action.deposit > 0n ? ` with ${near(action.deposit)} attached` : ''}, with up to ${tgas(action.gas)}${cut ? ` (arguments of ${action.args.length} bytes, the first ${maxArgsBytes} shown)` : ''}`,
        args: describeMessageBytes(action.args.subarray(0, maxArgsBytes)),
      }
    }
    case 'transfer':
      return { text: `Sends ${near(action.deposit)} to ${receiver}` }
    case 'stake':
      return { text: `Stakes ${near(action.stake)} of ${receiver} with validator key ${action.publicKey}` }
    case 'addKey':
      if (action.permission.kind === 'fullAccess')
        return { text: `Adds the key ${action.publicKey} to ${receiver} with full access` }
      return {
        text: `Adds the key ${action.publicKey} to ${receiver}, which may call ${action.permission.methodNames.length ? action.permission.methodNames.join(', ') : 'any method'} of ${action.permission.receiverId} and spend ${action.permission.allowance === undefined ? 'any amount' : `up to ${near(action.permission.allowance)}`} on fees`,
      }
    case 'deleteKey':
      return { text: `Removes the key ${action.publicKey} from ${receiver}` }
    case 'deleteAccount':
      return { text: `Deletes the account ${receiver}, sending what it holds to ${action.beneficiaryId}` }
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
 * near_signTransaction's transaction (already parsed to bytes) in words (docs/approvals.md#near):
 * each action (transfers, calls with their arguments as text, keys added or removed, contracts
 * deployed, accounts created or deleted), what leaves the account and the gas its calls may burn,
 * with warnings for what hands over or ends the account. A transaction another account signs, or
 * that is not one Latch reads, cannot be shown.
 *
 * @example
 * readNearTransaction({ transaction }, '6f1c…').actions // [{ text: 'Sends 1 NEAR to bob.testnet' }]
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
    actions: actions.map((action) => actionText(action, receiverId)),
    deposit: near(deposit),
    ...(calls ? { gas: tgas(gas) } : {}),
    nonce: transaction.nonce.toString(),
    blockHash: transaction.blockHash,
    warnings: actions.flatMap((action) => actionWarning(action, receiverId, transaction.publicKey) ?? []),
  }
}
