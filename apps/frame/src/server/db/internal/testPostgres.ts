import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '@latch/localnet'

const run = promisify(execFile)
const postgresRoot = '/usr/lib/postgresql'

/** A Postgres server of its own for one test file, in a temp directory, stopped and started at will. */
export type ThrowawayPostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trusting loopback. */
  url: string
  start(): Promise<void>
  /** `pg_ctl stop -m fast`: connections are ended at once, as in a restart. */
  stop(): Promise<void>
  /** Stops the server and removes its directory. */
  close(): Promise<void>
}

/**
 * The newest Debian Postgres binaries' directory (`/usr/lib/postgresql/<version>/bin`), or
 * undefined when none is installed.
 *
 * @example
 * const bin = postgresBinDir() // '/usr/lib/postgresql/15/bin'
 */
export function postgresBinDir(): string | undefined {
  if (!existsSync(postgresRoot)) return undefined
  const versions = readdirSync(postgresRoot)
    .filter((version) => existsSync(path.join(postgresRoot, version, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
  return versions[0] === undefined ? undefined : path.join(postgresRoot, versions[0], 'bin')
}

/**
 * initdb's a cluster into a temp directory and starts it on a free loopback port, with fsync off.
 * Postgres refuses to run as root, so as root (here and in CI) it runs as the `postgres` user.
 *
 * @example
 * const server = await startThrowawayPostgres(postgresBinDir()!)
 * await server.stop(); await server.start(); await server.close()
 */
export async function startThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const asRoot = process.getuid?.() === 0
  const exec = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args])
      : run(path.join(binDir, tool), args)
  const dir = await mkdtemp(path.join(tmpdir(), 'latch-postgres-'))
  const data = path.join(dir, 'data')
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    await chown(dir, Number(stdout.trim()), Number(group.trim()))
  }
  const port = await freePort()
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c fsync=off`
  let running = false
  const server: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await exec('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start'])
      running = true
    },
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      running = false
    },
    async close() {
      try {
        if (running) await server.stop()
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
  }
  try {
    await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync'])
    await server.start()
  } catch (error) {
    await server.close()
    throw error
  }
  return server
}
