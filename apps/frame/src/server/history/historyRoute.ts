import { InputText } from '@latch/protocol'
import { type OnrampProviderId, onrampProviderIds } from '@latch/shared-types'
import { z } from 'zod'
import { isBitcoinAddress } from '@/networks/isBitcoinAddress'
import { ApiError } from '../api/ApiError'
import { type ApiContext, defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { getBitcoinAccountHistory } from '../bitcoin/getBitcoinAccountHistory'
import { CaipNetworkIdParam } from '../blockchain/CaipNetworkIdParam'
import { chainTokens } from '../blockchain/ChainToken'
import { tokenIconUrl } from '../blockchain/tokenIconUrl'
import { fetchOnrampTransactions } from '../onramp/fetchOnrampTransactions'
import { onrampConfigFromEnv } from '../onramp/onrampConfigFromEnv'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { getAccountHistory } from './getAccountHistory'
import type { HistoryPage } from './HistoryPage'
import { decodeHistoryCursor } from './internal/historyCursor'
import { onrampHistoryItem } from './internal/onrampHistoryItem'
import { parseAccountParam } from './internal/parseAccountParam'
import { getSolanaAccountHistory } from './solana/getSolanaAccountHistory'
import { decodeSolanaHistoryCursor } from './solana/solanaHistoryCursor'

// Callers send empty query parameters for unset ones as often as they leave them out.
const optional = <Schema extends z.core.SomeType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.optional(schema))

const empty: HistoryPage = { data: [], next: null }

/**
 * GET /api/v1/account/{address}/history?projectId&cursor&onramp&chainId (docs/behaviour.md#calls): the
 * account's transactions on the project's networks that this server indexes, 20 a page, newest
 * first, transfers from the onramp's treasury shown as buys. `address` is a plain address or a
 * CAIP-10 account (whose chain then filters too); a Solana account's history is its indexed
 * transfers on the served clusters (getSolanaAccountHistory), a Bitcoin account's its network's
 * Esplora history (getBitcoinAccountHistory); a network not served, an account of another
 * namespace, or `onramp=coinbase` (no such provider in local mode) answer an empty page.
 * `onramp=<provider id>` answers instead, on one page, the purchases that provider reports for the
 * address (partnerUserId = the address lowercased), read from its status API at each call; a
 * provider that does not answer is a 502. Upstream mode passes the call on as it came.
 */
export const historyRoute = defineApiRoute({
  method: 'GET',
  input: z.object({
    projectId: ProjectIdParam,
    address: InputText.check(z.minLength(1)).check(z.maxLength(200)),
    cursor: optional(InputText.check(z.maxLength(200))),
    onramp: optional(z.enum(['coinbase', ...onrampProviderIds])),
    chainId: optional(CaipNetworkIdParam),
  }),
  async run(input, context) {
    if (context.mode.kind === 'upstream')
      return proxyUpstream(context, `v1/account/${encodeURIComponent(input.address)}/history`)
    const account = parseAccountParam(input.address)
    if (!account)
      throw new ApiError(400, "Invalid parameter 'address': Expected an address or a CAIP-10 account", {
        parameter: 'address',
      })
    if (account.kind === 'solana') return solanaHistory(context, input, account)
    if (account.kind === 'bitcoin') return bitcoinHistory(context, input, account)
    const after = input.cursor === undefined ? undefined : decodeHistoryCursor(input.cursor)
    if (after === null) throw invalidCursor()
    if (input.onramp === 'coinbase' || account.kind === 'foreign') return empty
    if (input.chainId && account.network && input.chainId.caipNetworkId !== account.network) return empty
    const network = input.chainId?.caipNetworkId ?? account.network
    if (input.onramp !== undefined) return onrampHistory(context, input.onramp, account.address, network)
    const chainIds = [...context.chains.values()]
      .map((chain) => chain.network)
      .filter(
        (candidate) =>
          context.project.networks.includes(candidate.caipNetworkId) &&
          (network === undefined || candidate.caipNetworkId === network),
      )
      .map((candidate) => candidate.id)
    return getAccountHistory(context.db, context.chains, {
      address: account.address,
      chainIds,
      ...(after ? { after } : {}),
      iconUrl: (symbol) => tokenIconUrl(symbol),
      treasury: onrampConfigFromEnv().treasury,
    })
  },
})

const invalidCursor = () =>
  new ApiError(400, "Invalid parameter 'cursor': Expected the next cursor of a previous page", {
    parameter: 'cursor',
  })

/** What a namespace's history reads of the route's input. */
type HistoryInput = {
  cursor?: string | undefined
  onramp?: string | undefined
  chainId?: { caipNetworkId: string } | undefined
}

/**
 * The network a Solana or Bitcoin account's history is read on (`chainId`, else the account's own,
 * else any: undefined), or nothing where `chainId` and the account's network differ or an onramp's
 * purchases are asked for (none deliver on those namespaces).
 */
function askedNetwork(
  input: HistoryInput,
  account: { network: string | undefined },
): { network: string | undefined } | undefined {
  if (input.onramp !== undefined) return undefined
  if (input.chainId && account.network && input.chainId.caipNetworkId !== account.network) return undefined
  return { network: input.chainId?.caipNetworkId ?? account.network }
}

/**
 * A Solana account's indexed history on the project's served clusters (on its own cluster when
 * named). No onramp delivers on Solana, so `onramp` answers an empty page.
 */
function solanaHistory(
  context: ApiContext,
  input: HistoryInput,
  account: { address: string; network: string | undefined },
): Promise<HistoryPage> | HistoryPage {
  const after = input.cursor === undefined ? undefined : decodeSolanaHistoryCursor(input.cursor)
  if (after === null) throw invalidCursor()
  const asked = askedNetwork(input, account)
  if (!asked) return empty
  const { network } = asked
  const caipNetworkIds = [...context.solana.keys()].filter(
    (id) => context.project.networks.includes(id) && (network === undefined || id === network),
  )
  return getSolanaAccountHistory(context.db, context.solana, {
    owner: account.address,
    caipNetworkIds,
    ...(after ? { after } : {}),
    iconUrl: (symbol) => tokenIconUrl(symbol),
  })
}

/**
 * A Bitcoin address's history on the project's served Bitcoin network whose addresses it is of (the
 * one named, where named), read through its Esplora API (getBitcoinAccountHistory); the cursor is
 * the txid the previous page ended with. No onramp delivers on Bitcoin here: `onramp` answers an
 * empty page.
 */
function bitcoinHistory(
  context: ApiContext,
  input: HistoryInput,
  account: { address: string; network: string | undefined },
): Promise<HistoryPage> | HistoryPage {
  if (input.cursor !== undefined && !/^[0-9a-f]{64}$/.test(input.cursor)) throw invalidCursor()
  const asked = askedNetwork(input, account)
  if (!asked) return empty
  const { network } = asked
  const chain = [...context.bitcoin.values()].find(
    (candidate) =>
      context.project.networks.includes(candidate.network.caipNetworkId) &&
      (network === undefined || candidate.network.caipNetworkId === network) &&
      isBitcoinAddress(account.address, candidate.network.bip84),
  )
  if (!chain) return empty
  return getBitcoinAccountHistory(chain, account.address, {
    after: input.cursor,
    iconUrl: tokenIconUrl(chain.network.nativeCurrency.symbol),
    now: context.now(),
  })
}

/**
 * One provider's purchases for `address` on the project's networks (on `network` alone if given),
 * newest first as the provider lists them.
 */
async function onrampHistory(
  context: ApiContext,
  provider: OnrampProviderId,
  address: string,
  network: string | undefined,
): Promise<HistoryPage> {
  const config = onrampConfigFromEnv()
  const [treasury] = config.treasury
  if (!treasury) throw new Error('The onramp has no treasury address')
  const transactions = await fetchOnrampTransactions(config, address.toLowerCase())
  const tokenName = (caipNetworkId: string, symbol: string) => {
    const chain = [...context.chains.values()].find((known) => known.network.caipNetworkId === caipNetworkId)
    return chain && chainTokens(chain).find((token) => token.symbol === symbol)?.name
  }
  const data = transactions
    .filter(
      (transaction) =>
        transaction.provider === provider &&
        context.project.networks.includes(transaction.purchase_network) &&
        (network === undefined || transaction.purchase_network === network),
    )
    .map((transaction) =>
      onrampHistoryItem({
        transaction,
        treasury,
        tokenName: tokenName(transaction.purchase_network, transaction.purchase_currency),
        iconUrl: (symbol) => tokenIconUrl(symbol),
      }),
    )
  return { data, next: null }
}
