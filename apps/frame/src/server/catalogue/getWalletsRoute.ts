import { defineApiRoute } from '../api/ApiRoute'
import { customWalletEntries } from './customWalletEntries'
import { GetWalletsInput } from './GetWalletsInput'
import { getCatalogueIndex } from './getCatalogueIndex'
import { queryCatalogue } from './queryCatalogue'

/**
 * GET /api/getWallets: one page of the wallet catalogue, the project's custom wallets first, and the
 * count of all matches, answered from the in-memory index. Browsers and proxies may keep it five
 * minutes (the catalogue changes rarely).
 */
export const getWalletsRoute = defineApiRoute({
  method: 'GET',
  input: GetWalletsInput,
  async run(input, { db, project }) {
    const query = {
      page: input.page,
      entries: input.entries,
      chains: input.chains,
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
