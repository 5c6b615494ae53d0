import { InputText } from '@latch/protocol'
import { inArray } from 'drizzle-orm'
import { normalize } from 'viem/ens'
import { z } from 'zod'
import { latchNameZone } from '@/names/latchNameZone'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { names } from '../db/schema'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { parseNameParameter } from './internal/parseNameParameter'
import { routeName } from './internal/routeName'

const suffixes = ['1', '2', '7', '42', '123', 'hq', 'app', 'xyz']

/**
 * GET /api/v1/profile/suggestions/{name}?zone=latch.id: the name itself first, then variants with
 * digits and suffixes, each marked registered or not. `{name}` may be the bare label.
 */
export const nameSuggestionsRoute = defineApiRoute({
  method: 'GET',
  input: z.object({
    projectId: ProjectIdParam,
    name: InputText.check(z.maxLength(300)),
    zone: z.literal(latchNameZone).optional(),
  }),
  run: async (input, context) => {
    if (context.mode.kind === 'upstream')
      return proxyUpstream(context, `v1/profile/suggestions/${encodeURIComponent(routeName(input.name))}`)
    const { label } = parseNameParameter(routeName(input.name), { parameter: 'name', allowBareLabel: true })
    const candidates = [label, ...suffixes.map((suffix) => `${label}${suffix}`).filter(isNormalLabel)].map(
      (candidate) => `${candidate}.${latchNameZone}`,
    )
    const taken = await context.db
      .select({ name: names.name })
      .from(names)
      .where(inArray(names.name, candidates))
    const registered = new Set(taken.map((row) => row.name))
    return { suggestions: candidates.map((name) => ({ name, registered: registered.has(name) })) }
  },
})

// A variant must itself be a name one could register: still normalised, at most 63 characters.
function isNormalLabel(label: string): boolean {
  try {
    return normalize(label) === label && [...label].length <= 63
  } catch {
    return false
  }
}
