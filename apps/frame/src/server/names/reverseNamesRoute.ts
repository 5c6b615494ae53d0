import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { names } from '../db/schema'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { AddressParam } from './internal/AddressParam'
import { nameAnswer } from './internal/nameAnswer'

const maxNames = 100

/** GET /api/v1/profile/reverse/{address}?sender&apiVersion=2: the address's names, newest first ([] when none). */
export const reverseNamesRoute = defineApiRoute({
  method: 'GET',
  input: z.object({
    projectId: ProjectIdParam,
    address: AddressParam,
    sender: z.optional(AddressParam),
    apiVersion: z.literal('2').optional(),
  }),
  run: async (input, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, `v1/profile/reverse/${input.address}`)
    const rows = await context.db
      .select()
      .from(names)
      .where(eq(names.address, input.address.toLowerCase()))
      .orderBy(desc(names.createdAt), names.name)
      .limit(maxNames)
    return rows.map((row) => {
      const { name, addresses, attributes } = nameAnswer(row)
      return { name, addresses, attributes }
    })
  },
})
