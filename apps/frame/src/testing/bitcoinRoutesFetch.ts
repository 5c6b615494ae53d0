import type { ServerServices } from '@/server/api/ServerServices'
import { bitcoinBroadcastRoute } from '@/server/bitcoin/bitcoinBroadcastRoute'
import { bitcoinFeeEstimatesRoute } from '@/server/bitcoin/bitcoinFeeEstimatesRoute'
import { bitcoinTxStatusRoute } from '@/server/bitcoin/bitcoinTxStatusRoute'
import { bitcoinUtxoRoute } from '@/server/bitcoin/bitcoinUtxoRoute'
import { type FetchedRoute, pathSegment, routesFetch } from './routesFetch'

const routes: FetchedRoute[] = [
  [/^\/api\/v1\/bitcoin\/address\/([^/]+)\/utxo$/, bitcoinUtxoRoute, (m) => ({ address: pathSegment(m[1]) })],
  [/^\/api\/v1\/bitcoin\/fee-estimates$/, bitcoinFeeEstimatesRoute, () => ({})],
  [/^\/api\/v1\/bitcoin\/tx$/, bitcoinBroadcastRoute, () => ({})],
  [/^\/api\/v1\/bitcoin\/tx\/([^/]+)\/status$/, bitcoinTxStatusRoute, (m) => ({ txid: pathSegment(m[1]) })],
]

/**
 * A `fetch` for frames under test that answers the Esplora-shaped Bitcoin routes (utxo, fee
 * estimates, broadcast, status) with the real handlers over `services` (with a regtest node:
 * createTestServices({ bitcoin: true })); any other path is a 404.
 *
 * @example
 * const api = createApiClient({ ...options, fetch: bitcoinRoutesFetch(services) })
 */
export function bitcoinRoutesFetch(services: ServerServices): typeof fetch {
  return routesFetch(routes, services)
}
