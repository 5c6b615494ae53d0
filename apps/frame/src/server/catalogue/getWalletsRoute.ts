import { defineApiRoute } from '../api/ApiRoute'
import { catalogueChainFilter } from './catalogueChainFilter'
import { customWalletEntries } from './customWalletEntries'
import { GetWalletsInput } from './GetWalletsInput'
import { getCatalogueIndex } from './getCatalogueIndex'
import { queryCatalogue } from './queryCatalogue'

/**
 * GET /api/getWallets: one page of the wallet catalogue, the project's custom wallets first, and the
 * count of all matches, answered from the in-memory index. Browsers and proxies may keep it five
 * minutes (the catalogue changes rarely). In local mode a devnet the server serves in `chains` stands
 * for any wallet of its namespace (see catalogueChainFilter).
 */
export const getWalletsRoute = defineApiRoute({
  method: 'GET',
  input: GetWalletsInput,
  async run(input, { db, project, mode, chains }) {
    const devnets =
      mode.kind === 'local' ? [...chains.values()].map((chain) => chain.network.caipNetworkId) : []
    const query = {
      page: input.page,
      entries: input.entries,
      ...catalogueChainFilter(input.chains, devnets),
      include: input.include,
      exclude: input.exclude,
      search: input.search,
      badgeType: input.badge_type,
    }
    const answer = queryCatalogue(
      await getCatalogueIndex(db),
      query,
      customWalletEntries(project.customWallets),
    )
    return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=300' } })
  },
})
