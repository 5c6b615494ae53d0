import { and, eq, inArray } from 'drizzle-orm'
import { type Address, erc20Abi, formatUnits, getAddress, type Hash, parseEventLogs } from 'viem'
import type { ServerServices } from '../api/ServerServices'
import { chainTokens } from '../blockchain/ChainToken'
import { findErrorNamed } from '../chain/findErrorNamed'
import type { LocalChain } from '../chain/LocalChain'
import type { Database } from '../db/Database'
import { tokenMetadata } from '../db/schema'
import { type ExplorerChainInfo, type ExplorerParty, explorerChainInfo } from './ExplorerChainInfo'
import { explorerChain } from './explorerChain'
import { readNames } from './internal/readNames'

/** An ERC-20 transfer a transaction made (a Transfer log). */
export type ExplorerTokenTransfer = {
  token: { address: Address; symbol: string | null }
  from: ExplorerParty
  to: ExplorerParty
  /** In whole tokens when the token's decimals are known, else in base units (`inBaseUnits`). */
  amount: string
  inBaseUnits: boolean
}

/** What the explorer's transaction page shows. */
export type ExplorerTransaction = {
  chain: ExplorerChainInfo
  hash: Hash
  /** Pending: known to the node, not yet in a block. */
  status: 'success' | 'reverted' | 'pending'
  blockNumber: bigint | null
  minedAt: Date | null
  from: ExplorerParty
  /** Null for a contract creation (see `createdContract`). */
  to: ExplorerParty | null
  createdContract: Address | null
  /** The native value sent, in whole coins. */
  value: string
  /** What the sender paid for gas, in whole coins; null while pending. */
  fee: string | null
  transfers: ExplorerTokenTransfer[]
}

const hashPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * A transaction of a served chain as the explorer shows it, read from the chain's node (the
 * transaction, its receipt and block), with the token transfers of its logs and the `.latch.id`
 * name of every address it names. Undefined, for a 404, when the chain id or the hash is not
 * well-formed, the chain is not served, or the node does not know the transaction.
 *
 * @example
 * const tx = await readExplorerTransaction(services, { chainId: '31337', hash: '0x…' })
 * tx?.transfers[0] // { token: { symbol: 'USDL', … }, amount: '25', from: { name: 'ada.latch.id', … }, … }
 */
export async function readExplorerTransaction(
  services: Pick<ServerServices, 'db' | 'chains'>,
  params: { chainId: string; hash: string },
): Promise<ExplorerTransaction | undefined> {
  if (!hashPattern.test(params.hash)) return undefined
  const chain = explorerChain(services.chains, params.chainId)
  if (!chain) return undefined
  const hash = params.hash.toLowerCase() as Hash
  const { client } = chain
  const transaction = await client.getTransaction({ hash }).catch((error: unknown) => {
    if (findErrorNamed(error, ['TransactionNotFoundError'])) return undefined
    throw error
  })
  if (!transaction) return undefined
  const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
    if (findErrorNamed(error, ['TransactionReceiptNotFoundError'])) return undefined
    throw error
  })
  const block = receipt ? await client.getBlock({ blockNumber: receipt.blockNumber }) : undefined
  const logs = receipt ? parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }) : []
  const tokens = await tokensOf(
    services.db,
    chain,
    logs.map((log) => log.address),
  )
  const named = await readNames(services.db, [
    transaction.from,
    ...(transaction.to ? [transaction.to] : []),
    ...logs.flatMap((log) => [log.args.from, log.args.to]),
  ])
  const party = (address: Address): ExplorerParty => ({
    address: getAddress(address),
    name: named.get(address.toLowerCase()) ?? null,
  })
  const { decimals } = chain.network.nativeCurrency
  return {
    chain: explorerChainInfo(chain),
    hash,
    status: receipt ? receipt.status : 'pending',
    blockNumber: receipt?.blockNumber ?? null,
    minedAt: block ? new Date(Number(block.timestamp) * 1000) : null,
    from: party(transaction.from),
    to: transaction.to ? party(transaction.to) : null,
    createdContract: receipt?.contractAddress ? getAddress(receipt.contractAddress) : null,
    value: formatUnits(transaction.value, decimals),
    fee: receipt ? formatUnits(receipt.gasUsed * receipt.effectiveGasPrice, decimals) : null,
    transfers: logs.map((log) => {
      const token = tokens.get(log.address.toLowerCase())
      const known = token?.decimals !== undefined && token.decimals !== null
      return {
        token: { address: getAddress(log.address), symbol: token?.symbol ?? null },
        from: party(log.args.from),
        to: party(log.args.to),
        amount: known ? formatUnits(log.args.value, token.decimals ?? 0) : log.args.value.toString(),
        inBaseUnits: !known,
      }
    }),
  }
}

type TokenInfo = { symbol: string | null; decimals: number | null }

// The chain's deployed tokens, then what the history indexer read of any other token's contract.
async function tokensOf(
  db: Database,
  chain: LocalChain,
  addresses: readonly Address[],
): Promise<Map<string, TokenInfo>> {
  const tokens = new Map<string, TokenInfo>()
  for (const token of chainTokens(chain)) if (token.address) tokens.set(token.address.toLowerCase(), token)
  const unknown = [...new Set(addresses.map((address) => address.toLowerCase()))].filter(
    (address) => !tokens.has(address),
  )
  if (unknown.length === 0) return tokens
  const rows = await db
    .select()
    .from(tokenMetadata)
    .where(and(eq(tokenMetadata.chainId, chain.network.id), inArray(tokenMetadata.address, unknown)))
  for (const row of rows) tokens.set(row.address, { symbol: row.symbol, decimals: row.decimals })
  return tokens
}
