import { errorCodes, ProviderRpcError, UnauthorizedProviderError } from '@latch/protocol'
import { type Address, getAddress, type Hex, isAddress, isAddressEqual } from 'viem'
import type { EmbeddedMethod, EmbeddedMethodContext, SmartCall } from '@/connectors/EmbeddedMethodContext'
import { claimAppCallsId, encodeCallsId, maxSequentialCalls } from './callsId'
import { approveAsHostAccount } from './internal/approveAsHostAccount'

/** EIP-5792's error codes this method answers with. */
const sendCallsErrors = {
  unsupportedCapability: 5700,
  unsupportedChain: 5710,
  batchTooLarge: 5740,
  atomicityNotSupported: 5760,
} as const

// How long an EOA batch waits for each transaction before it sends the next (25 s, docs/behaviour.md#calls).
const receiptTimeoutMs = 25_000
const receiptPollMs = 250

/**
 * wallet_sendCalls (EIP-5792 v2) for the embedded wallet. Each call is checked (docs/behaviour.md#validation: 'to' and
 * data 0x-prefixed, value a quantity, and 'to' an address), the batch must be for the active chain,
 * and a capability Latch does not know is refused unless the app marked it optional. The user
 * approves the whole batch once in ApproveTransaction. The smart account then sends the calls as one
 * UserOperation (atomic: all or none), sponsored where the project pays; the EOA sends them one by
 * one, each after the one before it is mined, and refuses `atomicRequired` (5760). Answers `{ id }`,
 * the app's own id when it gave one.
 *
 * @example
 * await walletSendCalls(context) // { id: 'eip155:31337:op:0x…' }
 */
export const walletSendCalls: EmbeddedMethod<'wallet_sendCalls'> = async (context) => {
  const [request] = context.params
  if (request.from && !isAddressEqual(request.from as Address, context.address))
    throw new UnauthorizedProviderError()
  if (request.chainId !== undefined && Number(request.chainId) !== context.chainId)
    throw new ProviderRpcError(
      sendCallsErrors.unsupportedChain,
      `Unsupported chain id: the wallet is on chain ${context.chainId}; switch to chain ${Number(request.chainId)} with wallet_switchEthereumChain first.`,
    )
  const smart = context.accountType === 'smartAccount'
  const calls = request.calls.map((call, index): SmartCall => {
    if (!isAddress(call.to, { strict: false }))
      throw new ProviderRpcError(
        errorCodes.invalidParams,
        `Invalid parameters for wallet_sendCalls: params[0].calls[${index}].to is not an address.`,
      )
    checkCapabilities(call.capabilities, smart, context.sponsored)
    return {
      to: getAddress(call.to),
      ...(call.value !== undefined && { value: BigInt(call.value) }),
      ...(call.data !== undefined && { data: call.data as Hex }),
    }
  })
  checkCapabilities(request.capabilities, smart, context.sponsored)
  if (!smart && request.atomicRequired)
    throw new ProviderRpcError(
      sendCallsErrors.atomicityNotSupported,
      'Atomicity not supported: this account sends calls one by one. The smart account sends them atomically.',
    )
  if (!smart && calls.length > maxSequentialCalls)
    throw new ProviderRpcError(
      sendCallsErrors.batchTooLarge,
      `Batch too large: this account sends at most ${maxSequentialCalls} calls one by one.`,
    )

  const remember = request.id === undefined ? undefined : claimAppCallsId(request.id)
  let id: string | undefined
  try {
    await approveAsHostAccount(context, 'wallet_sendCalls', { sponsored: smart && context.sponsored })
    id = smart ? await sendAtomically(context, calls) : await sendOneByOne(context, calls)
  } finally {
    remember?.(id)
  }
  return { id: request.id ?? id }
}

async function sendAtomically(context: EmbeddedMethodContext, calls: SmartCall[]): Promise<string> {
  const { userOpHash } = await context.sendSmartAccountCalls(calls)
  return encodeCallsId({ chainId: context.chainId, kind: 'userOperation', userOpHash })
}

async function sendOneByOne(context: EmbeddedMethodContext, calls: SmartCall[]): Promise<string> {
  const hashes: Hex[] = []
  for (const [index, call] of calls.entries()) {
    // The next call's gas is estimated on the state the one before it left (an approve, then the
    // swap that spends it): wait for each to be mined first.
    const previous = hashes.at(-1)
    if (previous) await waitForReceipt(context, previous)
    try {
      hashes.push(
        await context.sendEoaTransaction({
          to: call.to,
          ...(call.value !== undefined && { value: call.value }),
          ...(call.data !== undefined && { data: call.data }),
        }),
      )
    } catch (error) {
      if (hashes.length === 0) throw error
      const sent = encodeCallsId({ chainId: context.chainId, kind: 'transactions', hashes })
      const reason = error instanceof Error ? error.message : String(error)
      throw new ProviderRpcError(
        error instanceof ProviderRpcError ? error.code : errorCodes.internal,
        `Call ${index + 1} of ${calls.length} was not sent (${reason}); the ${hashes.length} before it were.`,
        { data: { id: sent } },
      )
    }
  }
  return encodeCallsId({ chainId: context.chainId, kind: 'transactions', hashes })
}

async function waitForReceipt(context: EmbeddedMethodContext, hash: Hex) {
  const deadline = Date.now() + receiptTimeoutMs
  while (Date.now() < deadline) {
    if (await context.readRpc('eth_getTransactionReceipt', [hash])) return
    await new Promise((resolve) => setTimeout(resolve, receiptPollMs))
  }
  throw new ProviderRpcError(errorCodes.internal, `Transaction ${hash} was not mined in 25 seconds.`)
}

// EIP-5792: a capability the wallet does not support fails the request (5700) unless the app marked
// it optional. Latch knows paymasterService: its smart account's gas is paid by the project's own
// paymaster service where the project sponsors it; no other service is contacted.
function checkCapabilities(
  capabilities: Record<string, unknown> | undefined,
  smart: boolean,
  sponsored: boolean,
) {
  for (const [name, value] of Object.entries(capabilities ?? {})) {
    const optional =
      typeof value === 'object' && value !== null && 'optional' in value && value.optional === true
    if (optional) continue
    if (name === 'paymasterService' && smart && sponsored) continue
    throw new ProviderRpcError(
      sendCallsErrors.unsupportedCapability,
      `Unsupported non-optional capability: ${name.slice(0, 40)}.`,
    )
  }
}
