import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import type { Database } from '../Database'
import type { Migration } from '../migrations/Migration'
import { migrate } from './migrate'

const made = new Map<string, Promise<Blob>>()

/**
 * The data directory of a PGlite database with `migrations` applied, as a tar a new PGlite can
 * start from (`loadDataDir`). A fresh PGlite spends about 2 s in its own initdb; one loaded from
 * this starts in well under 1 s. The tar is kept in the temp folder under a key of the PGlite
 * version and the migrations' statements, so the test files of a run (and of later runs) make it
 * once; an edited migration or another PGlite makes a new one. See docs/testing.md.
 *
 * @example
 * const client = await PGlite.create({ loadDataDir: await migratedPgliteTemplate(migrations) })
 */
export async function migratedPgliteTemplate(migrations: readonly Migration[]): Promise<Blob> {
  const key = await templateKey(migrations)
  let template = made.get(key)
  if (!template) {
    template = loadOrMake(key, migrations)
    made.set(key, template)
    template.catch(() => made.delete(key))
  }
  return template
}

async function loadOrMake(key: string, migrations: readonly Migration[]): Promise<Blob> {
  const file = path.join(tmpdir(), 'latch-pglite-templates', `${key}.tar`)
  const kept = await readFile(file).catch(() => undefined)
  if (kept) return new Blob([kept])
  const client = await PGlite.create()
  try {
    await migrate(drizzle(client) as unknown as Database, migrations)
    const dump = await client.dumpDataDir('none')
    const bytes = new Uint8Array(await dump.arrayBuffer())
    // Written aside and renamed, so a test file in another worker never reads half a tar.
    await mkdir(path.dirname(file), { recursive: true })
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, bytes)
    await rename(partial, file)
    return new Blob([bytes])
  } finally {
    await client.close()
  }
}

async function templateKey(migrations: readonly Migration[]): Promise<string> {
  // PGlite exports no package.json; its entry's folder is dist/, beside it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const manifest = await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')
  const { version } = JSON.parse(manifest) as { version: string }
  const hash = createHash('sha256').update(version)
  for (const migration of migrations) hash.update(`\0${migration.id}\0${migration.statements.join('\0')}`)
  return `pglite-${version}-${hash.digest('hex').slice(0, 16)}`
}
