import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { names } from '../db/schema'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { AddressParam } from './internal/AddressParam'
import { sanitizeNameAttributes } from './sanitizeNameAttributes'

/** GET /api/v1/identity/{address}?sender: the address's newest registered name and its avatar, or nulls. */
export const identityRoute = defineApiRoute({
  method: 'GET',
  input: z.object({ projectId: ProjectIdParam, address: AddressParam, sender: AddressParam.optional() }),
  run: async (input, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, `v1/identity/${input.address}`)
    const [row] = await context.db
      .select({ name: names.name, attributes: names.attributes })
      .from(names)
      .where(eq(names.address, input.address.toLowerCase()))
      .orderBy(desc(names.createdAt), names.name)
      .limit(1)
    return { name: row?.name ?? null, avatar: sanitizeNameAttributes(row?.attributes).avatar ?? null }
  },
})
