import type { names } from '../../db/schema'

type NameRow = typeof names.$inferSelect

/** A name as the profile endpoints answer it: addresses by coin type, checksummed. */
export function nameAnswer(row: NameRow) {
  return {
    name: row.name,
    addresses: { [String(row.coinType)]: { address: row.displayAddress } },
    attributes: row.attributes,
    created_at: row.createdAt.toISOString(),
  }
}
