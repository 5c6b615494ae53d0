import type { names } from '../../db/schema'
import { sanitizeNameAttributes } from '../sanitizeNameAttributes'

type NameRow = typeof names.$inferSelect

/** A name as the profile endpoints answer it: addresses by coin type, checksummed; attributes made safe. */
export function nameAnswer(row: NameRow) {
  return {
    name: row.name,
    addresses: { [String(row.coinType)]: { address: row.displayAddress } },
    attributes: sanitizeNameAttributes(row.attributes),
    created_at: row.createdAt.toISOString(),
  }
}
