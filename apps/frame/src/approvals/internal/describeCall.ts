import { type Address, decodeFunctionData, formatUnits, type Hex, isAddressEqual, size, slice } from 'viem'
import type { ApprovalWarning } from '../ApprovalWarning'
import type { ApprovalChain, DisplayAmount, KnownToken } from './approvalTypes'
import { erc20CallsAbi, routerSwapAbi } from './knownAbis'

/** Approvals of at least 2^255 are unlimited in practice (maxUint256 is the usual "infinite"). */
const unlimitedThreshold = 2n ** 255n

/** One side of a swap. `bound`: exact, or the most that may be paid, or the least that must arrive. */
export type SwapLeg = {
  symbol: string
  address: Address | 'native'
  amount: DisplayAmount
  bound: 'exact' | 'at most' | 'at least'
}

/** What a transaction's data does, as far as the frame can tell. */
export type DescribedCall =
  | { kind: 'erc20Transfer'; token: KnownToken; recipient: Address; amount: DisplayAmount }
  | {
      kind: 'erc20Approve'
      token: KnownToken
      spender: Address
      amount: DisplayAmount
      unlimited: boolean
      warnings?: ApprovalWarning[]
    }
  | {
      kind: 'swap'
      functionName: string
      router: Address
      input: SwapLeg
      output: SwapLeg
      /** The tokens the swap goes through, by symbol (the address when the token is not known). */
      path: string[]
      recipient: Address
      /** Unix seconds after which the router refuses the swap. */
      deadline: bigint
      warnings?: ApprovalWarning[]
    }
  | { kind: 'contractCall'; selector: Hex; warnings?: ApprovalWarning[] }

type CallContext = {
  from: Address
  to: Address
  value: bigint
  chain: ApprovalChain
  knownTokens: readonly KnownToken[]
  routers: readonly Address[]
}

/**
 * Decodes a transaction's data: an ERC-20 transfer or approve of a known token, a router swap, or else a contract call.
 *
 * @example
 * describeCall(data, { from, to: usdl, value: 0n, chain, knownTokens, routers }) // { kind: 'erc20Transfer', … }
 */
export function describeCall(data: Hex, context: CallContext): DescribedCall {
  const selector = size(data) >= 4 ? slice(data, 0, 4) : data
  const token = findToken(context.knownTokens, context.to)
  if (token) {
    const call = tryDecode(erc20CallsAbi, data)
    if (call?.functionName === 'transfer') {
      const [recipient, amount] = call.args
      return { kind: 'erc20Transfer', token, recipient, amount: tokenAmount(amount, token) }
    }
    if (call?.functionName === 'approve') {
      const [spender, amount] = call.args
      const unlimited = amount >= unlimitedThreshold
      return {
        kind: 'erc20Approve',
        token,
        spender,
        amount: unlimited
          ? { raw: amount, formatted: 'Unlimited', symbol: token.symbol }
          : tokenAmount(amount, token),
        unlimited,
        ...(unlimited && {
          warnings: [{ code: 'unlimitedApproval', spender, symbol: token.symbol } as const],
        }),
      }
    }
  }
  if (context.routers.some((router) => isAddressEqual(router, context.to))) {
    const swap = describeSwap(data, context)
    if (swap) return swap
  }
  // An approve of a token we do not know has ERC-721's selector too, so its amount means nothing for
  // sure; but an "amount" of 2^255 or more is no token id: warn as for an unlimited approval.
  const approve = tryDecode(erc20CallsAbi, data)
  if (approve?.functionName === 'approve' && approve.args[1] >= unlimitedThreshold)
    return {
      kind: 'contractCall',
      selector,
      warnings: [{ code: 'unlimitedApprovalGuess', spender: approve.args[0], contract: context.to }],
    }
  return { kind: 'contractCall', selector }
}

function describeSwap(data: Hex, context: CallContext): DescribedCall | undefined {
  const call = tryDecode(routerSwapAbi, data)
  if (!call) return undefined
  const { functionName } = call
  // Each swap function's arguments: the amount pair (or the one amount and the value sent), the
  // path, the recipient and the deadline; see routerSwapAbi.
  let path: readonly Address[]
  let recipient: Address
  let deadline: bigint
  let inAmount: bigint
  let outAmount: bigint
  let inBound: SwapLeg['bound']
  let outBound: SwapLeg['bound']
  switch (call.functionName) {
    case 'swapExactETHForTokens':
    case 'swapExactETHForTokensSupportingFeeOnTransferTokens':
      ;[outAmount, path, recipient, deadline] = call.args
      ;[inAmount, inBound, outBound] = [context.value, 'exact', 'at least']
      break
    case 'swapETHForExactTokens':
      ;[outAmount, path, recipient, deadline] = call.args
      ;[inAmount, inBound, outBound] = [context.value, 'at most', 'exact']
      break
    case 'swapTokensForExactTokens':
    case 'swapTokensForExactETH':
      ;[outAmount, inAmount, path, recipient, deadline] = call.args
      ;[inBound, outBound] = ['at most', 'exact']
      break
    default:
      ;[inAmount, outAmount, path, recipient, deadline] = call.args
      ;[inBound, outBound] = ['exact', 'at least']
  }
  const first = path[0]
  const last = path[path.length - 1]
  if (!first || !last || path.length < 2) return undefined
  const nativeIn = functionName.startsWith('swapExactETH') || functionName.startsWith('swapETH')
  const nativeOut = /ForETH|ForExactETH/.test(functionName)
  const leg = (address: Address, native: boolean, amount: bigint, bound: SwapLeg['bound']): SwapLeg => {
    if (native)
      return {
        symbol: context.chain.nativeSymbol,
        address: 'native',
        amount: { raw: amount, formatted: formatUnits(amount, 18), symbol: context.chain.nativeSymbol },
        bound,
      }
    const token = findToken(context.knownTokens, address)
    return { symbol: token?.symbol ?? address, address, amount: tokenAmount(amount, token), bound }
  }
  const warnings: ApprovalWarning[] = [
    ...(isAddressEqual(recipient, context.from) ? [] : [{ code: 'swapRecipient', recipient } as const]),
    ...(nativeIn || context.value === 0n ? [] : [{ code: 'swapUnusedValue' } as const]),
  ]
  return {
    kind: 'swap',
    functionName,
    router: context.to,
    input: leg(first, nativeIn, inAmount, inBound),
    output: leg(last, nativeOut, outAmount, outBound),
    path: path.map((address) => findToken(context.knownTokens, address)?.symbol ?? address),
    recipient,
    deadline,
    ...(warnings.length > 0 && { warnings }),
  }
}

function tokenAmount(amount: bigint, token: KnownToken | undefined): DisplayAmount {
  if (!token) return { raw: amount, formatted: amount.toString() }
  return { raw: amount, formatted: formatUnits(amount, token.decimals), symbol: token.symbol }
}

function findToken(tokens: readonly KnownToken[], address: Address): KnownToken | undefined {
  return tokens.find((token) => isAddressEqual(token.address, address))
}

// Data that does not decode against these ABIs is simply not one of their calls.
function tryDecode<const abi extends typeof erc20CallsAbi | typeof routerSwapAbi>(abi: abi, data: Hex) {
  try {
    return decodeFunctionData({ abi, data })
  } catch {
    return undefined
  }
}
