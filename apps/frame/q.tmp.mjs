import { PGlite } from '@electric-sql/pglite'
const db = new PGlite('/tmp/e2edb')
const r = await db.query("select key, window_start, count from rate_limits order by count desc limit 15")
for (const row of r.rows) console.log(row.key, row.window_start.toISOString(), row.count)
