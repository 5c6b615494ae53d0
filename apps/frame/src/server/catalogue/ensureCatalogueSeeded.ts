import type { Database } from '../db/Database'
import { wallets } from '../db/schema'
import { importCatalogue } from './importCatalogue'
import { seedWalletEntries } from './seedWalletEntries'

/**
 * Fills an empty catalogue with the seed the frame ships with (see seedWalletEntries); a catalogue
 * that has wallets, seeded or imported, is left as it is. Answers whether it seeded. Safe to run from
 * several instances at once: the seed is an upsert of the same rows.
 *
 * @example
 * await ensureCatalogueSeeded(db) // at server start
 */
export async function ensureCatalogueSeeded(db: Database): Promise<boolean> {
  const [any] = await db.select({ id: wallets.id }).from(wallets).limit(1)
  if (any) return false
  await importCatalogue(db, seedWalletEntries())
  return true
}
