import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { describe, expect, it } from 'vitest'
import { freePort } from '../internal/freePort.mjs'
import { postgresService } from './postgresService.mjs'

const binaries = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : []
const ownDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith('latch-cluster-postgres-'))

describe.skipIf(binaries.length === 0)('postgresService (needs the Postgres server binaries)', () => {
  it('runs a fresh Postgres that takes queries, and leaves nothing behind when stopped', async () => {
    const before = ownDirs()
    const port = await freePort()
    const service = postgresService({ port })
    const signal = new AbortController().signal
    const running = await service.start({
      root: process.cwd(),
      env: process.env,
      prefix: 'postgres | ',
      signal,
      watch: () => {},
      release: () => {},
    })
    try {
      await service.ready(signal)
      const [version] = binaries
      const psql = spawnSync(
        `/usr/lib/postgresql/${version}/bin/psql`,
        [service.url, '-Atc', 'create table t (n int); insert into t values (7); select n from t'],
        { encoding: 'utf8' },
      )
      expect(psql.stdout.trim().split('\n').at(-1)).toBe('7')
    } finally {
      await running.stop()
    }
    expect(await running.exited).toMatchObject({ code: 0 })
    expect(ownDirs()).toEqual(before)
  }, 30_000)
})
