import { z } from 'zod'
import { parseOriginPattern } from './internal/parseOriginPattern'

/**
 * An allow-list entry: an exact origin (`https://shop.example`) or one host on any port
 * (`http://localhost:*`), written canonically (lowercase, no default port, no trailing slash).
 */
export const OriginPattern = z.string().refine((value) => parseOriginPattern(value) !== undefined, {
  error: (issue) =>
    `Invalid origin pattern ${JSON.stringify(issue.input)}: expected an exact origin such as "https://shop.example" or a port wildcard such as "http://localhost:*" (lowercase, no path, no trailing slash, no default port)`,
})
export type OriginPattern = z.infer<typeof OriginPattern>
