import { InputText } from '@latch/protocol'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { names } from '../db/schema'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { nameAnswer } from './internal/nameAnswer'
import { parseNameParameter } from './internal/parseNameParameter'
import { routeName } from './internal/routeName'

/**
 * GET /api/v1/profile/account/{name}?apiVersion=2: a registered name with its addresses (by coin
 * type) and attributes, or 404.
 */
export const getNameRoute = defineApiRoute({
  method: 'GET',
  input: z.object({
    projectId: ProjectIdParam,
    name: InputText.check(z.maxLength(300)),
    apiVersion: z.literal('2').optional(),
  }),
  run: async (input, context) => {
    if (context.mode.kind === 'upstream')
      return proxyUpstream(context, `v1/profile/account/${encodeURIComponent(routeName(input.name))}`)
    const { name } = parseNameParameter(routeName(input.name), { parameter: 'name' })
    const [row] = await context.db.select().from(names).where(eq(names.name, name))
    if (!row) throw new ApiError(404, 'Name not found', { parameter: 'name' })
    return nameAnswer(row)
  },
})
