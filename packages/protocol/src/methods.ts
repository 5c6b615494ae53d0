import type { ChainNamespace } from './schemas/primitives'

/**
 * What the frame knows of one RPC method a host may ask for. Columns that carry code live beside
 * this table, keyed by the same names and checked against it by their types, because they load
 * later than the table: the parameter schemas (`rpcParams`, with the first request), the embedded
 * wallet's handlers and ApproveTransaction's descriptions (the frame's, with the embedded wallet).
 */
export type MethodInfo = {
  namespace: ChainNamespace
  /**
   * It only reads: answered without asking the user, and while nobody is connected by a node where
   * one answers it (else refused, 4100: there is no account to read).
   */
  safe: boolean
  /**
   * Who answers it beside the frame: a chain's node (a read the RPC proxy forwards) or only a
   * wallet. Once someone is connected, everything the frame does not answer goes to their wallet.
   */
  answeredBy: 'node' | 'wallet'
  /** The frame answers the host itself, from its own state (asking the wallet on the way to switch chains). */
  frame?: true
  /** A WalletConnect pairing asks the wallet to allow it. */
  walletConnect?: true
  /** ApproveTransaction shows what it would do before the embedded wallet signs it. */
  approval?: true
}

const read = { namespace: 'eip155', safe: true, answeredBy: 'node' } as const
const walletRead = { namespace: 'eip155', safe: true, answeredBy: 'wallet', walletConnect: true } as const
const act = { namespace: 'eip155', safe: false, answeredBy: 'wallet', walletConnect: true } as const
const signed = { ...act, approval: true } as const
const solana = { namespace: 'solana', safe: false, answeredBy: 'wallet', approval: true } as const
const bitcoin = { namespace: 'bip122', safe: false, answeredBy: 'wallet', approval: true } as const

const near = { ...bitcoin, namespace: 'near' } as const

/**
 * Every method a host may request, and nothing else: a method that is not a key here is refused
 * with 4200 before anything looks at it (docs/methods.md).
 *
 * @example
 * methods.personal_sign // { namespace: 'eip155', safe: false, answeredBy: 'wallet', walletConnect: true, approval: true }
 * methods.eth_chainId // { namespace: 'eip155', safe: true, answeredBy: 'node', frame: true }
 */
export const methods = {
  // A node has accounts of its own, which are nobody's business here.
  eth_accounts: { namespace: 'eip155', safe: true, answeredBy: 'wallet', frame: true },
  eth_chainId: { ...read, frame: true },
  net_version: { ...read, frame: true },
  web3_clientVersion: read,
  eth_blockNumber: read,
  eth_getBalance: read,
  eth_getCode: read,
  eth_getStorageAt: read,
  eth_getTransactionCount: read,
  eth_getBlockByNumber: read,
  eth_getBlockByHash: read,
  eth_getTransactionByHash: read,
  eth_getTransactionReceipt: read,
  eth_getLogs: read,
  eth_call: read,
  // viem's simulateBlocks: the frame's approval shows a transaction's balance changes with it.
  eth_simulateV1: read,
  eth_estimateGas: read,
  eth_gasPrice: read,
  eth_maxPriorityFeePerGas: read,
  eth_feeHistory: read,
  eth_syncing: read,
  wallet_getCapabilities: walletRead,
  wallet_getCallsStatus: walletRead,
  wallet_getPermissions: { namespace: 'eip155', safe: true, answeredBy: 'wallet' },
  eth_requestAccounts: { namespace: 'eip155', safe: false, answeredBy: 'wallet', frame: true },
  personal_sign: signed,
  eth_signTypedData_v4: signed,
  eth_sendTransaction: signed,
  wallet_switchEthereumChain: { ...act, frame: true },
  wallet_addEthereumChain: act,
  wallet_sendCalls: signed,
  wallet_showCallsStatus: act,
  wallet_grantPermissions: signed,
  // EIP-2255's revoke of eth_accounts is the frame's (a disconnect); ERC-7715's is the wallet's.
  wallet_revokePermissions: signed,
  wallet_requestPermissions: { namespace: 'eip155', safe: false, answeredBy: 'wallet' },
  eth_sendUserOperation: { namespace: 'eip155', safe: false, answeredBy: 'wallet', approval: true },
  solana_signMessage: solana,
  solana_signTransaction: solana,
  solana_signAndSendTransaction: solana,
  bip122_signMessage: bitcoin,
  bip122_sendTransfer: bitcoin,
  bip122_signPsbt: bitcoin,
  // The wallet's own addresses, which it answers without asking.
  bip122_getAccountAddresses: { namespace: 'bip122', safe: true, answeredBy: 'wallet' },
  near_signMessage: near,
  near_signTransaction: near,
  near_signTransactions: near,
  // The wallet's own account and key, which it answers without asking.
  near_getAccounts: { namespace: 'near', safe: true, answeredBy: 'wallet' },
} as const satisfies Record<string, MethodInfo>

/** A method a host may request. */
export type Method = keyof typeof methods

/** The methods of one column's value: `MethodWhere<{ approval: true }>` are those ApproveTransaction describes. */
export type MethodWhere<Where extends Partial<MethodInfo>> = {
  [M in Method]: (typeof methods)[M] extends Where ? M : never
}[Method]

/**
 * The table's entry for `method`, or undefined for a method a host may not request (an inherited
 * name such as `toString` included).
 *
 * @example
 * methodInfo('eth_sign') // undefined
 * methodInfo('eth_call')?.safe // true
 */
export function methodInfo(method: string): MethodInfo | undefined {
  return Object.hasOwn(methods, method) ? methods[method as Method] : undefined
}

/**
 * Whether a method may be requested at all.
 *
 * @example
 * isAllowedMethod('eth_sign') // false
 */
export function isAllowedMethod(method: string): method is Method {
  return methodInfo(method) !== undefined
}

/**
 * The methods whose entries match `where`, in the table's order.
 *
 * @example
 * methodsWhere({ answeredBy: 'node' }) // ['web3_clientVersion', 'eth_blockNumber', …]
 */
export function methodsWhere<Where extends Partial<MethodInfo>>(where: Where): MethodWhere<Where>[] {
  return (Object.keys(methods) as Method[]).filter((method) => {
    const info: MethodInfo = methods[method]
    return Object.entries(where).every(([column, value]) => info[column as keyof MethodInfo] === value)
  }) as MethodWhere<Where>[]
}
