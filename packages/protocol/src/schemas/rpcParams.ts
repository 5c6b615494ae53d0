import type { Method } from '../methods'
import * as z from '../z'
import { bitcoinParams } from './bitcoinParams'
import { nearParams } from './nearParams'
import { permissionParams } from './permissionParams'
import { Address, Hex } from './primitives'
import { solanaParams } from './solanaParams'

const Quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a hex quantity'))

/** An eth_sendTransaction request object. */
export const TransactionRequest = z.object({
  from: z.optional(Address),
  to: z.optional(Address),
  data: z.optional(Hex),
  value: z.optional(Quantity),
  gas: z.optional(Quantity),
  gasPrice: z.optional(Quantity),
  maxFeePerGas: z.optional(Quantity),
  maxPriorityFeePerGas: z.optional(Quantity),
  nonce: z.optional(Quantity),
  chainId: z.optional(Quantity),
})
export type TransactionRequest = z.infer<typeof TransactionRequest>

/** One call of a wallet_sendCalls batch: 'to' and data must be 0x-prefixed (docs/behaviour.md#validation). */
export const WalletCall = z.object({
  to: z.string().check(z.startsWith('0x', "'to' must start with 0x")),
  data: z.optional(z.string().check(z.startsWith('0x', 'data must start with 0x'))),
  value: z.optional(Quantity),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
})
export type WalletCall = z.infer<typeof WalletCall>

/** The id of a wallet_sendCalls batch, as EIP-5792 bounds it. */
export const CallsId = z.string().check(z.minLength(1), z.maxLength(4096))
export type CallsId = z.infer<typeof CallsId>

/**
 * eth_sendUserOperation's UserOperation (ERC-4337 v0.7 RPC form) as a host may send it: callData is
 * required, the rest the wallet fills (sender, nonce, gas, paymaster) and checks against its own.
 */
export const PartialUserOperation = z.object({
  sender: z.optional(Address),
  nonce: z.optional(Quantity),
  callData: Hex,
  callGasLimit: z.optional(Quantity),
  verificationGasLimit: z.optional(Quantity),
  preVerificationGas: z.optional(Quantity),
  maxFeePerGas: z.optional(Quantity),
  maxPriorityFeePerGas: z.optional(Quantity),
})
export type PartialUserOperation = z.infer<typeof PartialUserOperation>

/**
 * The method table's parameter column (see `methods`), loaded with the first request that has any:
 * a request whose params fail its method's schema gets -32602 before it reaches a wallet.
 */
export const rpcParams = {
  personal_sign: z.tuple([Hex, Address]),
  eth_signTypedData_v4: z.tuple([
    Address,
    z.union([z.string().check(z.maxLength(100_000)), z.record(z.string(), z.unknown())]),
  ]),
  eth_sendTransaction: z.tuple([TransactionRequest]),
  wallet_switchEthereumChain: z.tuple([z.object({ chainId: Quantity })]),
  wallet_sendCalls: z.tuple([
    z.object({
      version: z.optional(z.string().check(z.maxLength(20))),
      /** EIP-5792 v2: the app's own id for the batch (the wallet answers with it). */
      id: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
      chainId: z.optional(Quantity),
      from: z.optional(Address),
      atomicRequired: z.optional(z.boolean()),
      calls: z.array(WalletCall).check(z.minLength(1), z.maxLength(100)),
      capabilities: z.optional(z.record(z.string(), z.unknown())),
    }),
  ]),
  wallet_getCapabilities: z.union([
    z.tuple([Address]),
    z.tuple([Address, z.array(Quantity).check(z.maxLength(100))]),
  ]),
  wallet_getCallsStatus: z.tuple([CallsId]),
  wallet_showCallsStatus: z.tuple([CallsId]),
  eth_sendUserOperation: z.union([z.tuple([PartialUserOperation]), z.tuple([PartialUserOperation, Address])]),
  ...permissionParams,
  ...solanaParams,
  ...bitcoinParams,
  ...nearParams,
} as const satisfies Partial<Record<Method, z.ZodMiniType>>

/**
 * A method's params as its schema parses them (what the embedded wallet's handler is given), or
 * `unknown` for a method whose params no schema describes.
 */
export type RpcParams<M extends string> = M extends keyof typeof rpcParams
  ? z.output<(typeof rpcParams)[M]>
  : unknown
