import type { SmartAccountContracts } from '@latch/contracts'
import { errorCodes } from '@latch/protocol'
import { concat, encodeAbiParameters, type Hex, isAddressEqual, numberToHex, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { Project } from '@/projects/Project'
import { serverLog } from '@/server/log/serverLog'
import type { JsonRpcAnswer, JsonRpcCall } from '@/server/rpc/JsonRpcCall'
import { AddressText, quantity, UserOperationParam } from './internal/UserOperationParam'
import { isLatchAccount } from './isLatchAccount'
import { paymasterHash } from './paymasterHash'

const log = serverLog('paymaster')

/** What the paymaster service pays with and for. */
export type PaymasterContext = {
  project: Project
  chainId: number
  client: PublicClient
  contracts: SmartAccountContracts
  /** The VerifyingPaymaster's signer; undefined when this server sponsors nothing. */
  key: Hex | undefined
  now(): Date
}

/**
 * The paymaster's own gas: VerifyingPaymaster's validation hashes the op and recovers one signature
 * (about 40,000 gas with a large callData); it returns no context, so postOp never runs.
 */
export const paymasterGasLimits = { verification: 120_000n, postOp: 0n } as const
/** The most gas (call, verification and pre-verification) of one sponsored op: a batch of a few swaps fits many times. */
const maxSponsoredGas = 10_000_000n
/**
 * The highest fee per gas signed, as a multiple of the node's gas price now: whoever bundles a
 * sponsored op is paid its fee from the deposit, so a fee far above the market would let a caller
 * with a bundler of its own turn the project's deposit into its income.
 */
const maxFeeMultiple = 4n
/** How long a paymaster signature holds: the frame sends the op right after it asks. */
const paymasterValiditySeconds = 600

// A well-formed signature that recovers to some address, so that validation with a stub fails the
// signature check (which gas estimation tolerates) rather than reverting in ECDSA.recover.
const stubSignature =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

const Params = z.tuple([UserOperationParam, AddressText, quantity(64), z.unknown().optional()])

/** The refusal codes of the service (EIP-1474: invalid params, and transaction rejected for policy). */
const paymasterErrorCodes = { invalidParams: errorCodes.invalidParams, rejected: -32003 } as const

/**
 * Answers one ERC-7677 call for EntryPoint v0.7: `pm_getPaymasterStubData` (paymaster fields of the
 * right size for gas estimation, with the paymaster's gas limits) and `pm_getPaymasterData` (the same
 * with the VerifyingPaymaster signer's signature over paymasterHash, valid for 10 minutes). Refuses
 * with a JSON-RPC error: params that are not `[userOp, entryPoint, chainIdHex, context?]` (-32602,
 * naming the field), another entry point or chain (-32602), a project that does not sponsor gas, an
 * op over maxSponsoredGas, a signed op whose maxFeePerGas is over maxFeeMultiple times the node's gas
 * price, or a sender that is no LatchAccount (-32003), any other method (-32601).
 *
 * @example
 * const answer = await answerPaymasterCall({ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData', params }, context)
 */
export async function answerPaymasterCall(
  call: JsonRpcCall,
  context: PaymasterContext,
): Promise<JsonRpcAnswer> {
  const refuse = (code: number, message: string, data?: unknown): JsonRpcAnswer => ({
    jsonrpc: '2.0',
    id: call.id,
    error: { code, message, ...(data === undefined ? {} : { data }) },
  })
  const stub = call.method === 'pm_getPaymasterStubData'
  if (!stub && call.method !== 'pm_getPaymasterData')
    return refuse(errorCodes.methodNotFound, `The paymaster service does not answer ${call.method}`)
  const parsed = Params.safeParse(call.params)
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    const [index, ...rest] = issue?.path ?? []
    const parameter = `params${index === undefined ? '' : `[${String(index)}]`}${rest.map((key) => `.${String(key)}`).join('')}`
    return refuse(paymasterErrorCodes.invalidParams, `Invalid parameter '${parameter}': ${issue?.message}`, {
      parameter,
    })
  }
  const [operation, entryPoint, chainId] = parsed.data
  if (!isAddressEqual(entryPoint, context.contracts.entryPoint))
    return refuse(paymasterErrorCodes.invalidParams, "Invalid parameter 'params[1]': unknown entry point", {
      parameter: 'params[1]',
    })
  if (chainId !== BigInt(context.chainId))
    return refuse(
      paymasterErrorCodes.invalidParams,
      `Invalid parameter 'params[2]': this service pays on chain ${numberToHex(context.chainId)}`,
      { parameter: 'params[2]' },
    )
  if (!context.project.sponsorGas || !context.key)
    return refuse(paymasterErrorCodes.rejected, 'This project does not sponsor gas')
  const gas = operation.callGasLimit + operation.verificationGasLimit + operation.preVerificationGas
  if (gas > maxSponsoredGas)
    return refuse(paymasterErrorCodes.rejected, `The operation asks for more than ${maxSponsoredGas} gas`)
  let latchAccount: boolean
  let maxFeePerGas: bigint
  try {
    latchAccount = await isLatchAccount(context.client, context.contracts, operation)
    maxFeePerGas = (await context.client.getGasPrice()) * maxFeeMultiple
  } catch (error) {
    log.error(`the node of eip155:${context.chainId} did not answer`, { error })
    return refuse(errorCodes.internal, 'The node did not answer')
  }
  if (!latchAccount) return refuse(paymasterErrorCodes.rejected, 'Only Latch smart accounts are sponsored')
  // A stub is asked before the fees are known; the signed data covers them, so they are checked there.
  if (!stub && operation.maxFeePerGas > maxFeePerGas)
    return refuse(
      paymasterErrorCodes.rejected,
      `The operation's maxFeePerGas is above the ${maxFeePerGas} wei this service pays now`,
    )

  const paymaster = context.contracts.paymaster
  const paymasterVerificationGasLimit =
    operation.paymasterVerificationGasLimit ?? paymasterGasLimits.verification
  const paymasterPostOpGasLimit = operation.paymasterPostOpGasLimit ?? paymasterGasLimits.postOp
  const validAfter = 0
  const validUntil = Math.floor(context.now().getTime() / 1000) + paymasterValiditySeconds
  const window = encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter])
  const signature = stub
    ? stubSignature
    : await privateKeyToAccount(context.key).signMessage({
        message: {
          raw: paymasterHash(operation, {
            chainId: context.chainId,
            paymaster,
            paymasterVerificationGasLimit,
            paymasterPostOpGasLimit,
            validUntil,
            validAfter,
          }),
        },
      })
  return {
    jsonrpc: '2.0',
    id: call.id,
    result: {
      paymaster,
      paymasterData: concat([window, signature]),
      paymasterVerificationGasLimit: numberToHex(paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: numberToHex(paymasterPostOpGasLimit),
      ...(stub ? { sponsor: { name: context.project.name }, isFinal: false } : {}),
    },
  }
}
