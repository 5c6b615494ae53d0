import type { MethodWhere } from '@latch/protocol/methods'
import { type Address, getAddress, isAddress } from 'viem'
import type { Bip84Network } from '@/networks/BitcoinNetwork'
import type { ApprovalChain, KnownSolanaToken, KnownToken } from './internal/approvalTypes'
import { type DescribedBatch, readBatch, readUserOperation } from './internal/describeBatch'
import { readBitcoinMessage } from './internal/describeBitcoinMessage'
import {
  type DescribedBitcoinTransaction,
  readBitcoinTransaction,
} from './internal/describeBitcoinTransaction'
import { type DescribedMessage, readPersonalSign } from './internal/describeMessage'
import { type DescribedNearMessage, readNearMessage } from './internal/describeNearMessage'
import { type DescribedNearTransaction, readNearTransaction } from './internal/describeNearTransaction'
import {
  type DescribedGrant,
  type DescribedRevoke,
  readGrant,
  readRevoke,
} from './internal/describePermissions'
import { readSolanaMessage } from './internal/describeSolanaMessage'
import { type DescribedSolanaTransaction, readSolanaTransaction } from './internal/describeSolanaTransaction'
import { type DescribedTransaction, readTransaction } from './internal/describeTransaction'
import { type DescribedTypedData, readTypedData } from './internal/describeTypedData'
import { UnreadableRequestError } from './UnreadableRequestError'

export type { ApprovalChain, KnownSolanaToken, KnownToken } from './internal/approvalTypes'
export type { DescribedBatch } from './internal/describeBatch'
export type {
  DescribedBitcoinInput,
  DescribedBitcoinOutput,
  DescribedBitcoinTransaction,
} from './internal/describeBitcoinTransaction'
export type { DescribedCall } from './internal/describeCall'
export type { DescribedMessage } from './internal/describeMessage'
export type { DescribedNearMessage } from './internal/describeNearMessage'
export type { DescribedNearAction, DescribedNearTransaction } from './internal/describeNearTransaction'
export type { DescribedGrant, DescribedPermission, DescribedRevoke } from './internal/describePermissions'
export type { DescribedSolanaInstruction } from './internal/describeSolanaInstruction'
export {
  type DescribedSolanaTransaction,
  decodeSolanaTransaction,
} from './internal/describeSolanaTransaction'
export type { DescribedTransaction } from './internal/describeTransaction'
export type { DescribedTypedData, TreeNode } from './internal/describeTypedData'
export { typedDataBounds } from './internal/describeTypedData'

/** A signing request as ApproveTransaction shows it. */
export type RequestDescription =
  | { method: 'personal_sign'; account: Address; message: DescribedMessage }
  | ({ method: 'eth_signTypedData_v4' } & DescribedTypedData)
  | ({ method: 'eth_sendTransaction' } & DescribedTransaction)
  | ({ method: 'wallet_sendCalls' | 'eth_sendUserOperation' } & DescribedBatch)
  | ({ method: 'wallet_grantPermissions' } & DescribedGrant)
  | ({ method: 'wallet_revokePermissions' } & DescribedRevoke)
  | { method: 'solana_signMessage'; account: string; message: DescribedMessage }
  | ({ method: 'solana_signTransaction' | 'solana_signAndSendTransaction' } & DescribedSolanaTransaction)
  | { method: 'bip122_signMessage'; account: string; message: DescribedMessage }
  | ({ method: 'bip122_sendTransfer' | 'bip122_signPsbt' } & DescribedBitcoinTransaction)
  | ({ method: 'near_signMessage'; account: string } & DescribedNearMessage)
  | ({ method: 'near_signTransaction' } & DescribedNearTransaction)
  | { method: 'near_signTransactions'; transactions: DescribedNearTransaction[] }

export type DescribeRequestInput = {
  method: string
  params: unknown
  chain: ApprovalChain
  /** The frame's own token list for the chain: only these get symbols and decimals. */
  knownTokens: readonly KnownToken[]
  /** The AMM routers whose swaps are decoded. */
  routers: readonly Address[]
  nativeUsdPrice?: number | undefined
  /** The account that approves: a batch's sender when it names none; on Solana, the signer asked for. */
  account?: string | undefined
  /** On a Solana cluster: the SPL tokens the frame knows there. */
  knownSolanaTokens?: readonly KnownSolanaToken[] | undefined
  /**
   * On a Bitcoin network: the transaction the wallet made for the request (a PSBT, base64), which
   * is what gets signed, and the network's address format.
   */
  bitcoin?: { transaction: string; network: Bip84Network } | undefined
  /** The origin of the site that asks, where a request names another it is for (NEP-413's recipient). */
  hostOrigin?: string | undefined
}

/**
 * What a signing request asks and what it would do, as plain data for ApproveTransaction
 * (docs/approvals.md#what-an-approval-says):
 * - `personal_sign`: the message as text when it is printable UTF-8, else as hex;
 * - `eth_signTypedData_v4`: the domain's fields and the message as a tree of `{ key, value }` and
 *   `{ key, children }` following its types, values as strings, bounded in depth and size;
 * - `eth_sendTransaction`: recipient, value in native and USD, and the data decoded: ERC-20 transfer
 *   and approve of a known token (an `unlimited` flag and a warning from 2^255 up), the router's
 *   swaps, else a contract call with its 4-byte selector.
 * - `wallet_sendCalls` and `eth_sendUserOperation` (its execute/executeBatch): each call of the batch
 *   as a transaction is described, in order, with its warnings numbered;
 * - `wallet_grantPermissions`: the session key, the expiry, and each permission in plain words (which
 *   contract and function; for a token transfer how much of which token in all), with warnings for
 *   an unlimited call on a token's transfer or approve, or a token the frame does not know;
 * - `wallet_revokePermissions`: the permission ids it revokes.
 * - `solana_signMessage`: the message as text or hex, as for personal_sign;
 * - `solana_signTransaction` and `solana_signAndSendTransaction`: the fee payer, each instruction
 *   of the System and Token programs in words (others by program), the accounts it writes, with
 *   warnings for what hands over an account, lets another spend, or never expires.
 * - `bip122_signMessage`: the message as text, or as hex where it holds characters that do not print.
 * - `bip122_sendTransfer`: the transaction the wallet made for it (not the host's words): the outputs
 *   it spends, each output it pays (change and memo named), what it sends, the fee and fee rate.
 * - `bip122_signPsbt`: the PSBT as for a transfer, with which inputs the account signs and with
 *   which sighash type.
 * - `near_signMessage`: NEP-413's message as text (or hex), whom it is for, the callbackUrl and nonce
 *   signed with it, and a warning where the recipient is a domain other than the site asking.
 * - `near_signTransaction`: each action in words, what leaves the account, the gas its calls may
 *   burn, with warnings for keys with full access, the wallet's own key removed, a contract deployed
 *   or the account deleted.
 * - `near_signTransactions`: each of its transactions as for `near_signTransaction`, in order.
 * Every text that comes from the request is returned as data for the view to render as text.
 * A request that cannot be read throws an `UnreadableRequestError` (refuse it; never sign it).
 *
 * @example
 * const description = describeRequest({
 *   method: 'eth_sendTransaction',
 *   params: [{ from, to: usdl, data }],
 *   chain: { id: 31337, name: 'Latch Devnet', nativeSymbol: 'ETH' },
 *   knownTokens: [{ address: usdl, symbol: 'USDL', decimals: 6 }],
 *   routers: [router],
 *   nativeUsdPrice: 2500,
 * })
 * // { method: 'eth_sendTransaction', call: { kind: 'erc20Transfer', amount: { formatted: '12.5', symbol: 'USDL' }, … }, … }
 */
export function describeRequest(input: DescribeRequestInput): RequestDescription {
  const describe = Object.hasOwn(describers, input.method)
    ? describers[input.method as ApprovalMethod]
    : undefined
  if (!describe)
    throw new UnreadableRequestError(`${input.method} is not a signing request ApproveTransaction describes`)
  return describe(input.params, input)
}

// The eip155 methods take a list of parameters; the Solana ones an object (WalletConnect's form).
function list(method: string, params: unknown): unknown[] {
  if (!Array.isArray(params)) throw new UnreadableRequestError(`${method} takes a list of parameters`)
  return params
}

/** The methods the protocol's table marks for ApproveTransaction. */
type ApprovalMethod = MethodWhere<{ approval: true }>

// One reader per method the table marks for approval: a method marked there without one here
// fails the type check.
const describers: {
  [M in ApprovalMethod]: (params: unknown, input: DescribeRequestInput) => RequestDescription
} = {
  personal_sign: (params, input) => ({
    method: 'personal_sign',
    ...readPersonalSign(list(input.method, params)),
  }),
  eth_signTypedData_v4: (params, input) => ({
    method: 'eth_signTypedData_v4',
    ...readTypedData(list(input.method, params), input.chain),
  }),
  eth_sendTransaction: (params, input) => ({
    method: 'eth_sendTransaction',
    ...readTransaction(list(input.method, params), input),
  }),
  wallet_sendCalls: (params, input) => ({
    method: 'wallet_sendCalls',
    ...readBatch(list(input.method, params), evmInput(input)),
  }),
  eth_sendUserOperation: (params, input) => ({
    method: 'eth_sendUserOperation',
    ...readUserOperation(list(input.method, params), evmInput(input)),
  }),
  wallet_grantPermissions: (params, input) => ({
    method: 'wallet_grantPermissions',
    ...readGrant(list(input.method, params), input),
  }),
  wallet_revokePermissions: (params, input) => ({
    method: 'wallet_revokePermissions',
    ...readRevoke(list(input.method, params)),
  }),
  solana_signMessage: (params) => ({ method: 'solana_signMessage', ...readSolanaMessage(params) }),
  bip122_signMessage: (params) => ({ method: 'bip122_signMessage', ...readBitcoinMessage(params) }),
  near_signMessage: (params, { account, hostOrigin }) => ({
    method: 'near_signMessage',
    account: account ?? '',
    ...readNearMessage(params, hostOrigin),
  }),
  near_signTransaction: (params, { account }) => ({
    method: 'near_signTransaction',
    ...readNearTransaction(params, account),
  }),
  near_signTransactions: (params, { account }) => {
    const { transactions } = (params ?? {}) as { transactions?: unknown }
    if (!Array.isArray(transactions))
      throw new UnreadableRequestError('near_signTransactions takes a list of transactions')
    return {
      method: 'near_signTransactions',
      transactions: transactions.map((transaction) => readNearTransaction({ transaction }, account)),
    }
  },
  bip122_sendTransfer: (_params, { bitcoin, account }) => {
    if (!bitcoin || account === undefined)
      throw new UnreadableRequestError('bip122_sendTransfer is shown with the transaction the wallet made')
    return {
      method: 'bip122_sendTransfer',
      ...readBitcoinTransaction(bitcoin.transaction, { account, network: bitcoin.network }),
    }
  },
  bip122_signPsbt: (params, { bitcoin, account }) => {
    const { signInputs } = (params ?? {}) as { signInputs?: unknown }
    if (!bitcoin || account === undefined || !Array.isArray(signInputs))
      throw new UnreadableRequestError('bip122_signPsbt takes a PSBT and the inputs to sign')
    return {
      method: 'bip122_signPsbt',
      ...readBitcoinTransaction(bitcoin.transaction, { account, network: bitcoin.network }, signInputs),
    }
  },
  solana_signTransaction: (params, input) => ({
    method: 'solana_signTransaction',
    ...readSolanaTransaction(params, solanaInput(input)),
  }),
  solana_signAndSendTransaction: (params, input) => ({
    method: 'solana_signAndSendTransaction',
    ...readSolanaTransaction(params, solanaInput(input)),
  }),
}

// A batch's sender defaults to the approving account, an EVM address there.
function evmInput(input: DescribeRequestInput) {
  const { account, ...rest } = input
  return account !== undefined && isAddress(account, { strict: false })
    ? { ...rest, account: getAddress(account) }
    : rest
}

function solanaInput(input: DescribeRequestInput) {
  if (!input.account) throw new UnreadableRequestError('No Solana account is connected to sign it')
  return { account: input.account, knownTokens: input.knownSolanaTokens ?? [] }
}
