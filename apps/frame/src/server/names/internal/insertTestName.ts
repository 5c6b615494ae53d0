import { getAddress } from 'viem'
import type { Database } from '../../db/Database'
import { names } from '../../db/schema'

/** Test fixture: stores a name as a registration would, without the signature round. */
export async function insertTestName(
  db: Database,
  row: { label: string; address: string; createdAt: Date; attributes?: Record<string, string> },
): Promise<void> {
  await db.insert(names).values({
    name: `${row.label}.latch.id`,
    label: row.label,
    address: row.address.toLowerCase(),
    displayAddress: getAddress(row.address),
    coinType: 60,
    attributes: row.attributes ?? {},
    createdAt: row.createdAt,
  })
}
