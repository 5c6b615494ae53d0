import {
  type Address,
  type Chain,
  type Client,
  encodeFunctionData,
  formatUnits,
  type Hex,
  hexToBigInt,
  pad,
  type SimulateBlocksParameters,
  type Transport,
} from 'viem'
import { simulateBlocks } from 'viem/actions'
import type { KnownToken } from './internal/approvalTypes'
import { balanceOfAbi } from './internal/knownAbis'
import { reasonFromNodeError, reasonFromRevertData } from './internal/revertReason'

/** How one balance of the account would change. */
export type BalanceChange = {
  symbol: string
  /** The token: an ERC-20's address or an SPL mint, or `native` for the chain's coin. */
  address: Address | 'native' | (string & {})
  decimals: number
  /** Signed: negative when the account pays. */
  delta: bigint
  /** The delta in the token's decimals with its sign, e.g. `-1` or `+494.2`. */
  formatted: string
}

export type SimulatedChanges =
  | { reverted: false; changes: BalanceChange[] }
  | { reverted: true; reason: string }

/** A call to simulate (an `ApprovalTransaction` fits); sent by the account unless it names its own `from`. */
export type SimulatedCall = { from?: Address; to?: Address; data?: Hex; value?: bigint; gas?: bigint }

// A contract of four instructions, put at an unused address by a state override for the
// simulation only: it returns the native balance of the address it is called with
// (PUSH1 0 CALLDATALOAD BALANCE PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN). The node's own
// eth_getBalance cannot see inside a simulated block.
const balanceReaderCode = '0x6000353160005260206000f3'
const balanceReader: Address = '0x000000000000000000000000000000000ba1a4ce'

/**
 * The account's balance changes if the node ran `tx` now, from one `eth_simulateV1` request (anvil
 * 1.x and current geth/reth answer it; tested here against anvil): a block that reads the native
 * balance and each token's `balanceOf`, a block with the transaction from `from`, and a block that
 * reads them again. Only balances that change are returned, native first, then in `tokens` order.
 * The simulation runs without fee validation, so the fee is not in the native change (show it from
 * `estimateFee`). A transaction that would revert gives `{ reverted: true, reason }`.
 * `tx` may be several calls (a wallet_sendCalls batch): they run in order in the one block, each
 * on the state the one before it left, and the first that reverts gives the reason.
 *
 * @example
 * const result = await simulateBalanceChanges(client, { from, tx, tokens, nativeSymbol: 'ETH' })
 * // { reverted: false, changes: [{ symbol: 'ETH', address: 'native', delta: -10n ** 18n, formatted: '-1', decimals: 18 }, …] }
 */
export async function simulateBalanceChanges(
  client: Client<Transport, Chain | undefined>,
  options: {
    from: Address
    tx: SimulatedCall | readonly SimulatedCall[]
    tokens: readonly KnownToken[]
    nativeSymbol: string
  },
): Promise<SimulatedChanges> {
  const { from, tx, tokens, nativeSymbol } = options
  const reads = [
    { to: balanceReader, data: pad(from) },
    ...tokens.map((token) => ({
      to: token.address,
      data: encodeFunctionData({ abi: balanceOfAbi, args: [from] }),
    })),
  ]
  const simulation: SimulateBlocksParameters['blocks'] = [
    // Overrides made in one simulated block hold for the blocks after it.
    { calls: reads, stateOverrides: [{ address: balanceReader, code: balanceReaderCode }] },
    {
      calls: (Array.isArray(tx) ? tx : [tx]).map((call: SimulatedCall) => ({
        from: call.from ?? from,
        ...(call.to !== undefined && { to: call.to }),
        ...(call.data !== undefined && { data: call.data }),
        ...(call.value !== undefined && { value: call.value }),
        ...(call.gas !== undefined && { gas: call.gas }),
      })),
    },
    { calls: reads },
  ]
  let blocks: Awaited<ReturnType<typeof simulateBlocks>>
  try {
    blocks = await simulateBlocks(client, { blocks: simulation })
  } catch (error) {
    const reason = reasonFromNodeError(error)
    if (reason === undefined) throw error
    return { reverted: true, reason }
  }
  const [before, sent, after] = blocks
  if (!before || !after || !sent?.calls[0])
    throw new Error('The node answered eth_simulateV1 with fewer blocks than asked')
  const failed = sent.calls.find((call) => call.status === 'failure')
  if (failed) return { reverted: true, reason: reasonFromRevertData(failed.data) }

  const assets = [
    { symbol: nativeSymbol, address: 'native' as const, decimals: 18 },
    ...tokens.map((token) => ({ symbol: token.symbol, address: token.address, decimals: token.decimals })),
  ]
  const changes: BalanceChange[] = []
  for (const [index, asset] of assets.entries()) {
    const pre = balance(before.calls[index])
    const post = balance(after.calls[index])
    // A token that does not answer balanceOf (no code here, a reverting token) shows no change.
    if (pre === undefined || post === undefined || pre === post) continue
    const delta = post - pre
    changes.push({ ...asset, delta, formatted: signed(delta, asset.decimals) })
  }
  return { reverted: false, changes }
}

function balance(call: { status: 'success' | 'failure'; data: Hex } | undefined): bigint | undefined {
  if (call?.status !== 'success' || call.data.length !== 66) return undefined
  return hexToBigInt(call.data)
}

function signed(delta: bigint, decimals: number): string {
  return delta < 0n ? `-${formatUnits(-delta, decimals)}` : `+${formatUnits(delta, decimals)}`
}
