import { messageToText, psbtPayments } from '@latch/localnet/devSigning'
import { base58, base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { getTransactionDecoder } from '@solana/kit'
import { bytesToHex, formatEther, hexToBigInt, isHex } from 'viem'
import type { KnownChain } from './DevWalletChain'
import { chainLabel } from './internal/chainLabel'
import { hexChainIdToCaip } from './internal/hexChainIdToCaip'

/** One line of what a request asks; `block` values are multi-line text shown as they are. */
export type RequestDetail = { label: string; value: string; block?: boolean }

/** A session request as the wallet shows it before the user approves or rejects it. */
export type RequestDescription = {
  method: string
  title: string
  details: RequestDetail[]
}

type DescribedRequest = {
  method: string
  params: unknown
  /** The CAIP-2 chain the dapp sent the request for. */
  chainId: string
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? String(value)
const text = (value: unknown) => (typeof value === 'string' ? value : pretty(value))
const listOf = (params: unknown): readonly unknown[] => (Array.isArray(params) ? params : [params])

function messageDetail(message: unknown): RequestDetail {
  if (typeof message !== 'string') return { label: 'Message', value: pretty(message), block: true }
  const shown = messageToText(message)
  const asHex = shown === message && isHex(message, { strict: true })
  return { label: asHex ? 'Message (hex)' : 'Message', value: shown, block: true }
}

function typedDataDetails(json: unknown): RequestDetail[] {
  let typedData: unknown = json
  if (typeof json === 'string') {
    try {
      typedData = JSON.parse(json)
    } catch {
      return [{ label: 'Typed data (not valid JSON)', value: json, block: true }]
    }
  }
  const { domain, primaryType, message } = (typedData ?? {}) as Record<string, unknown>
  return [
    { label: 'Domain', value: pretty(domain ?? {}), block: true },
    { label: 'Primary type', value: text(primaryType ?? '') },
    { label: 'Message', value: pretty(message ?? {}), block: true },
  ]
}

function quantityInEth(value: unknown): string {
  if (value === undefined || value === null) return '0 ETH'
  if (!isHex(value, { strict: true }) || value === '0x') return text(value)
  return `${formatEther(hexToBigInt(value))} ETH`
}

function transactionDetails(transaction: unknown): RequestDetail[] {
  if (typeof transaction !== 'object' || transaction === null)
    return [{ label: 'Transaction', value: pretty(transaction), block: true }]
  const { from, to, value, data, input, gas } = transaction as Record<string, unknown>
  const calldata = data ?? input
  return [
    { label: 'From', value: text(from ?? '') },
    { label: 'To', value: to ? text(to) : 'none (deploys a contract)' },
    { label: 'Value', value: quantityInEth(value) },
    {
      label: 'Data',
      value: calldata === undefined || calldata === null || calldata === '0x' ? 'none' : text(calldata),
      block: true,
    },
    ...(isHex(gas, { strict: true }) ? [{ label: 'Gas limit', value: hexToBigInt(gas).toString() }] : []),
  ]
}

function targetChainDetail(parameter: unknown, chains: readonly KnownChain[]): RequestDetail {
  const chainId = (parameter as { chainId?: unknown } | undefined)?.chainId
  const caip = hexChainIdToCaip(chainId)
  if (caip === undefined) return { label: 'Target chain', value: text(chainId ?? parameter) }
  const known = chains.some((chain) => chain.caipNetworkId === caip)
  return {
    label: 'Target chain',
    value: known ? chainLabel(caip, chains) : `${caip} (not a chain this wallet knows)`,
  }
}

function solanaMessageDetail(message: unknown): RequestDetail {
  if (typeof message !== 'string') return { label: 'Message', value: pretty(message), block: true }
  let bytes: Uint8Array
  try {
    bytes = base58.decode(message)
  } catch {
    return { label: 'Message (not base58)', value: message, block: true }
  }
  // The same rule as the EVM messages': text when the bytes are printable UTF-8, hex otherwise.
  return messageDetail(bytesToHex(bytes))
}

function solanaTransactionDetails(transaction: unknown): RequestDetail[] {
  if (typeof transaction !== 'string')
    return [{ label: 'Transaction', value: pretty(transaction), block: true }]
  let signers: string[] | undefined
  try {
    signers = Object.keys(getTransactionDecoder().decode(base64.decode(transaction)).signatures)
  } catch {}
  return [
    signers
      ? { label: 'Signers', value: signers.join(', ') }
      : { label: 'Signers', value: 'unreadable: not a Solana wire transaction' },
    { label: 'Transaction (base64)', value: transaction, block: true },
  ]
}

// What a PSBT asks: which inputs this wallet signs, and what the transaction pays.
function psbtDetails({ psbt, signInputs }: Record<string, unknown>): RequestDetail[] {
  const indexes = Array.isArray(signInputs)
    ? signInputs.map((input) => text((input as { index?: unknown } | null)?.index ?? '?'))
    : []
  let paid: RequestDetail
  try {
    const transaction = Transaction.fromPSBT(base64.decode(String(psbt)), { allowUnknownOutputs: true })
    const outputs = psbtPayments(transaction).map(({ to, btc }) => `${btc} BTC to ${to}`)
    paid = { label: 'Pays', value: outputs.join('\n'), block: true }
  } catch {
    paid = { label: 'PSBT (unreadable)', value: text(psbt ?? ''), block: true }
  }
  return [{ label: 'Inputs to sign', value: indexes.join(', ') }, paid]
}

/** Says in words what a session request asks the wallet to do. */
export function describeRequest(
  { method, params, chainId }: DescribedRequest,
  chains: readonly KnownChain[],
): RequestDescription {
  const args = listOf(params)
  const chain = { label: 'Chain', value: chainLabel(chainId, chains) }
  switch (method) {
    case 'personal_sign':
      return {
        method,
        title: 'Sign a message',
        details: [chain, { label: 'Account', value: text(args[1] ?? '') }, messageDetail(args[0])],
      }
    case 'eth_sign':
      return {
        method,
        title: 'Sign a message',
        details: [chain, { label: 'Account', value: text(args[0] ?? '') }, messageDetail(args[1])],
      }
    case 'eth_signTypedData_v4':
      return {
        method,
        title: 'Sign typed data',
        details: [chain, { label: 'Account', value: text(args[0] ?? '') }, ...typedDataDetails(args[1])],
      }
    case 'eth_sendTransaction':
      return { method, title: 'Send a transaction', details: [chain, ...transactionDetails(args[0])] }
    case 'wallet_switchEthereumChain':
      return {
        method,
        title: 'Switch chain',
        details: [{ label: 'Current chain', value: chain.value }, targetChainDetail(args[0], chains)],
      }
    case 'solana_signMessage': {
      const { message, pubkey } = (params ?? {}) as Record<string, unknown>
      return {
        method,
        title: 'Sign a message',
        details: [chain, { label: 'Account', value: text(pubkey ?? '') }, solanaMessageDetail(message)],
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const { transaction } = (params ?? {}) as Record<string, unknown>
      return {
        method,
        title: method === 'solana_signTransaction' ? 'Sign a transaction' : 'Send a transaction',
        details: [chain, ...solanaTransactionDetails(transaction)],
      }
    }
    case 'near_signMessage': {
      const { message, recipient } = (params ?? {}) as Record<string, unknown>
      return {
        method,
        title: 'Sign a message',
        details: [
          chain,
          { label: 'For', value: text(recipient ?? '') },
          { label: 'Message', value: text(message ?? ''), block: true },
        ],
      }
    }
    case 'signMessage': {
      const { account, message } = (params ?? {}) as Record<string, unknown>
      return {
        method,
        title: 'Sign a message',
        details: [
          chain,
          { label: 'Account', value: text(account ?? '') },
          { label: 'Message', value: text(message ?? ''), block: true },
        ],
      }
    }
    case 'signPsbt': {
      const fields = (params ?? {}) as Record<string, unknown>
      return {
        method,
        title: 'Sign a Bitcoin transaction',
        details: [chain, { label: 'Account', value: text(fields.account ?? '') }, ...psbtDetails(fields)],
      }
    }
    default:
      return {
        method,
        title: 'Request',
        details: [chain, { label: 'Parameters', value: pretty(params), block: true }],
      }
  }
}
