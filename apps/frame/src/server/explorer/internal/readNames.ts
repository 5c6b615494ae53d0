import { desc, inArray } from 'drizzle-orm'
import type { Database } from '../../db/Database'
import { names } from '../../db/schema'

/**
 * The `.latch.id` name of each address that has one (its newest, as /v1/identity answers), keyed
 * by lowercased address.
 *
 * @example
 * const named = await readNames(db, [from, to])
 * named.get(from.toLowerCase()) // 'ada.latch.id'
 */
export async function readNames(db: Database, addresses: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(addresses.map((address) => address.toLowerCase()))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .select({ name: names.name, address: names.address })
    .from(names)
    .where(inArray(names.address, wanted))
    .orderBy(desc(names.createdAt), names.name)
  const named = new Map<string, string>()
  for (const row of rows) if (!named.has(row.address)) named.set(row.address, row.name)
  return named
}
