import { InputText } from '@latch/protocol'
import { z } from 'zod'
import { caipNetworkIdPattern, walletIdPattern } from '@/catalogue/patterns'
import { ProjectIdParam } from '../api/ProjectIdParam'

// A query parameter given empty (`&chains=`) means the same as one left out.
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value)

function wholeNumber(min: number, max: number, fallback: number) {
  return z.preprocess(blankAsMissing, z.coerce.number().int().min(min).max(max).default(fallback))
}

function commaList(pattern: RegExp, what: string, max: number) {
  return z.optional(InputText).transform((value, context) => {
    const items = (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
    if (items.length > max) {
      context.addIssue({ code: 'custom', message: `At most ${max} ${what}` })
      return z.NEVER
    }
    if (!items.every((item) => pattern.test(item))) {
      context.addIssue({ code: 'custom', message: `Expected comma-separated ${what}` })
      return z.NEVER
    }
    return items
  })
}

/** The query of GET /api/getWallets (docs/behaviour.md#calls): `page` 1-based, `entries` 1 to 100 (default 40). */
export const GetWalletsInput = z.object({
  projectId: ProjectIdParam,
  /** The SDK's type and version, as the SDK sends them; recorded from the headers, not used here. */
  st: z.optional(InputText.check(z.maxLength(64))),
  sv: z.optional(InputText.check(z.maxLength(64))),
  page: wholeNumber(1, 100_000, 1),
  entries: wholeNumber(1, 100, 40),
  chains: commaList(caipNetworkIdPattern, 'CAIP-2 chain ids', 64),
  include: commaList(walletIdPattern, 'wallet ids', 500),
  exclude: commaList(walletIdPattern, 'wallet ids', 500),
  search: z.optional(InputText.check(z.maxLength(100))),
  badge_type: z.preprocess(blankAsMissing, z.enum(['none', 'certified']).optional()),
})
export type GetWalletsInput = z.infer<typeof GetWalletsInput>
