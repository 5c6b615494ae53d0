import { InputText } from '@latch/protocol'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { readBitcoinBalance } from '../bitcoin/readBitcoinBalance'
import { servedBitcoinChain } from '../bitcoin/servedBitcoinChain'
import { readSolanaBalances } from '../solana/readSolanaBalances'
import { servedSolanaCluster } from '../solana/servedSolanaCluster'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { AccountParam } from './AccountParam'
import { BitcoinAccountParam } from './BitcoinAccountParam'
import { CaipAddressParam } from './CaipAddressParam'
import { CaipNetworkIdParam } from './CaipNetworkIdParam'
import { createTtlCache, type TtlCache } from './internal/createTtlCache'
import { readTokenBalances } from './readTokenBalances'
import { SolanaAccountParam } from './SolanaAccountParam'
import { servedChain } from './servedChain'
import { tokenIconUrl } from './tokenIconUrl'

// Views ask for the same balances several times while they open; five seconds spares the node
// without showing a stale balance for long (and forceUpdate skips it after a transaction).
const cacheTtlMs = 5_000
const cacheMaxEntries = 10_000
const caches = new WeakMap<object, TtlCache<BalanceEntry[]>>()

function cacheOf(chain: object): TtlCache<BalanceEntry[]> {
  let cache = caches.get(chain)
  if (!cache) {
    cache = createTtlCache(cacheTtlMs, cacheMaxEntries)
    caches.set(chain, cache)
  }
  return cache
}

// How an account is written on each namespace the server reads; on any other, the network is
// unsupported and the answer empty whatever the account.
const accountParams: Partial<Record<string, z.ZodType<string, string>>> = {
  eip155: AccountParam,
  solana: SolanaAccountParam,
  bip122: BitcoinAccountParam,
}

/** One token of the answer, as the WalletConnect API writes it. */
type BalanceEntry = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

type HeldToken = {
  token: { name: string; symbol: string; decimals: number }
  /** The token's address within its network; none for the network's coin. */
  address: string | undefined
  quantity: bigint
  price: number | undefined
}

function toEntry(caipNetworkId: string, { token, address, quantity, price = 0 }: HeldToken): BalanceEntry {
  const numeric = formatUnits(quantity, token.decimals)
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: caipNetworkId,
    ...(address ? { address: `${caipNetworkId}:${address}` } : {}),
    value: price * Number(numeric),
    price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: tokenIconUrl(token.symbol),
  }
}

/**
 * GET /api/v1/account/{address}/balance: what the account holds on `chainId` (native coin and every
 * deployed token it holds any of), each with its USD price and value. The account is an EVM address
 * on an eip155 network, a base58 one on a solana network and a Bitcoin address (BTC alone, read
 * through the network's Esplora API) on a bip122 one (each as CAIP-10 too). Answers are
 * kept 5 s per account and network; `forceUpdate` (the CAIP-10 token a transaction just moved) reads
 * afresh.
 */
export const balanceRoute = defineApiRoute({
  method: 'GET',
  input: z
    .object({
      projectId: ProjectIdParam,
      address: InputText,
      chainId: CaipNetworkIdParam,
      currency: z.literal('usd').optional(),
      forceUpdate: CaipAddressParam.optional(),
    })
    .transform(({ address, ...input }, context) => {
      const account = (accountParams[input.chainId.namespace] ?? InputText).safeParse(address)
      if (account.success) return { ...input, address: account.data }
      context.addIssue({ code: 'custom', path: ['address'], message: account.error.issues[0]?.message ?? '' })
      return z.NEVER
    }),
  run: async ({ address, chainId, forceUpdate }, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, `v1/account/${address}/balance`)
    const { caipNetworkId } = chainId
    const read = balanceReader(context, caipNetworkId, address)
    if (!read) return { balances: [] }
    const cache = cacheOf(read.source)
    const nowMs = context.now().getTime()
    let balances = forceUpdate ? undefined : cache.get(address, nowMs)
    if (!balances) {
      balances = (await read.held()).map((held) => toEntry(caipNetworkId, held))
      cache.set(address, balances, nowMs)
    }
    return { balances }
  },
})

// The served network behind `caipNetworkId` (the cache's key) and how to read what `address` holds
// there, or undefined where this server does not answer for it.
function balanceReader(
  context: Parameters<typeof servedChain>[0] &
    Parameters<typeof servedSolanaCluster>[0] &
    Parameters<typeof servedBitcoinChain>[0],
  caipNetworkId: string,
  address: string,
): { source: object; held(): Promise<HeldToken[]> } | undefined {
  const chain = servedChain(context, caipNetworkId)
  if (chain)
    return {
      source: chain,
      // An eip155 network's: the input was read as AccountParam.
      held: async () =>
        (await readTokenBalances(chain, address as AccountParam)).map(({ token, ...held }) => ({
          token,
          address: token.address,
          ...held,
        })),
    }
  const cluster = servedSolanaCluster(context, caipNetworkId)
  if (cluster)
    return {
      source: cluster,
      held: async () =>
        (await readSolanaBalances(cluster, address)).map(({ token, ...held }) => ({
          token,
          address: token.mint,
          ...held,
        })),
    }
  const bitcoin = servedBitcoinChain(context, caipNetworkId)
  if (bitcoin)
    return {
      source: bitcoin,
      held: async () => [{ ...(await readBitcoinBalance(bitcoin, address)), address: undefined }],
    }
  return undefined
}
