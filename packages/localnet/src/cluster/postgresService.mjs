import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { spawnService } from '../internal/spawnService.mjs'

/**
 * The newest Postgres server binaries Debian installed (/usr/lib/postgresql/<version>/bin).
 * @returns {string}
 */
function postgresBinDir() {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  const [newest] = versions
  if (newest === undefined)
    throw new Error(
      'no Postgres server binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql), ' +
        'or give the cluster one with DATABASE_URL',
    )
  return join(root, newest, 'bin')
}

/**
 * Postgres will not run as root: as root we run it as the `postgres` user the package made.
 * @returns {{ uid?: number, gid?: number }}
 */
function postgresUser() {
  if (process.getuid?.() !== 0) return {}
  const id = (/** @type {string} */ flag) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout)
  const uid = id('-u')
  const gid = id('-g')
  if (!Number.isInteger(uid) || uid === 0) throw new Error('running as root, and there is no postgres user')
  return { uid, gid }
}

/**
 * A throwaway Postgres for cluster mode: a fresh cluster in a temporary directory (fsync off, trust
 * on loopback), listening on 127.0.0.1:`port`; stopping it deletes the directory with every row.
 * Its URL is `postgres://postgres@127.0.0.1:<port>/postgres`.
 *
 * @param {{ port: number }} options
 * @returns {import('../services.mjs').Service}
 * @example
 * postgresService({ port: 5440 })
 */
export function postgresService({ port }) {
  /** @type {string | undefined} */
  let binDir
  return {
    name: 'postgres',
    url: postgresUrl(port),
    detail: 'throwaway, deleted on exit; both frames share it',
    ports: [port],
    start: ({ env, prefix }) => {
      binDir = postgresBinDir()
      const user = postgresUser()
      const dir = mkdtempSync(join(tmpdir(), 'latch-cluster-postgres-'))
      if (user.uid !== undefined && user.gid !== undefined) chownSync(dir, user.uid, user.gid)
      const data = join(dir, 'data')
      const init = spawnSync(
        join(binDir, 'initdb'),
        ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
        { ...user, encoding: 'utf8', env: { PATH: env.PATH } },
      )
      if (init.status !== 0) {
        rmSync(dir, { recursive: true, force: true })
        throw new Error(`initdb failed: ${init.error?.message ?? init.stderr.trim()}`)
      }
      const server = spawnService({
        name: 'postgres',
        prefix,
        command: join(binDir, 'postgres'),
        args: [
          ['-D', data, '-p', String(port)],
          ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dir}`],
          ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
          ['-c', 'max_connections=200', '-c', 'log_checkpoints=off'],
        ].flat(),
        env: { PATH: env.PATH, LANG: 'C' },
        // SIGTERM would wait for every client to leave; the frames may still hold their pools.
        stopSignal: 'SIGINT',
        ...user,
      })
      return {
        pid: server.pid,
        exited: server.exited,
        async stop() {
          await server.stop()
          rmSync(dir, { recursive: true, force: true })
        },
      }
    },
    ready: async (signal) => {
      const deadline = Date.now() + 20_000
      for (;;) {
        signal.throwIfAborted()
        const check = spawnSync(
          join(binDir ?? postgresBinDir(), 'pg_isready'),
          [['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-q']].flat(),
        )
        if (check.status === 0) return
        if (Date.now() > deadline)
          throw new Error(`Postgres on port ${port} did not accept connections in 20 s`)
        await sleep(200)
      }
    },
  }
}

/**
 * @param {number} port
 * @returns {string}
 */
export function postgresUrl(port) {
  return `postgres://postgres@127.0.0.1:${port}/postgres`
}
