import { z } from 'zod'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { CaipNetworkIdParam } from '../blockchain/CaipNetworkIdParam'
import { tokenIconUrl } from '../blockchain/tokenIconUrl'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { getAccountHistory } from './getAccountHistory'
import type { HistoryPage } from './HistoryPage'
import { decodeHistoryCursor } from './internal/historyCursor'
import { parseAccountParam } from './internal/parseAccountParam'

// Callers send empty query parameters for unset ones as often as they leave them out.
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const empty: HistoryPage = { data: [], next: null }

/**
 * GET /api/v1/account/{address}/history?projectId&cursor&onramp&chainId (SPEC.md §7): the
 * account's transactions on the project's networks that this server indexes, 20 a page, newest
 * first. `address` is a plain address or a CAIP-10 account (whose chain then filters too); a
 * network not served, an account of another namespace, or `onramp=coinbase` (no onramp provider
 * in local mode) answer an empty page. Upstream mode passes the call on as it came.
 */
export const historyRoute = defineApiRoute({
  method: 'GET',
  input: z.object({
    projectId: z.string(),
    address: z.string().min(1).max(200),
    cursor: optional(z.string().max(200)),
    onramp: optional(z.enum(['coinbase'])),
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
    const after = input.cursor === undefined ? undefined : decodeHistoryCursor(input.cursor)
    if (after === null)
      throw new ApiError(400, "Invalid parameter 'cursor': Expected the next cursor of a previous page", {
        parameter: 'cursor',
      })
    if (input.onramp === 'coinbase' || account.kind === 'foreign') return empty
    const chainIds = [...context.chains.values()]
      .map((chain) => chain.network)
      .filter(
        (network) =>
          context.project.networks.includes(network.caipNetworkId) &&
          (input.chainId === undefined || network.caipNetworkId === input.chainId.caipNetworkId) &&
          (account.network === undefined || network.caipNetworkId === account.network),
      )
      .map((network) => network.id)
    return getAccountHistory(context.db, context.chains, {
      address: account.address,
      chainIds,
      ...(after ? { after } : {}),
      iconUrl: (symbol) => tokenIconUrl(symbol),
    })
  },
})
