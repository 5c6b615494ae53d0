/**
 * One schema change. `id` orders migrations and is recorded once applied. The statements run one by
 * one (PGlite's extended protocol takes one statement per query) in one transaction with the other
 * pending migrations, so a failed start leaves the schema as it was.
 */
export type Migration = { id: string; statements: readonly string[] }
