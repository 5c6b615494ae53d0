import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnService } from '../internal/spawnService.mjs'
import { waitForHttp } from '../internal/waitForHttp.mjs'
import { nginxConfig } from './nginxConfig.mjs'

const nginxBinary = '/usr/sbin/nginx'

/**
 * Debian's nginx in front of the frame instances (see nginxConfig), run from a config it generates
 * in a temporary prefix directory, so that it touches none of the system's nginx paths; the
 * directory, access log included, goes when it stops. `onStart` learns the access log's path.
 *
 * @param {{ port: number, upstreamPorts: number[], trustForwardedFrom?: string[] | undefined, onStart?: (accessLog: string) => void }} options
 * @returns {import('../services.mjs').Service}
 * @example
 * nginxService({ port: 8080, upstreamPorts: [3001, 3002] })
 */
export function nginxService({ port, upstreamPorts, trustForwardedFrom, onStart }) {
  const url = `http://127.0.0.1:${port}`
  return {
    name: 'latch',
    url,
    detail: `nginx in front of ${upstreamPorts.map((upstream) => `:${upstream}`).join(' and ')}: the frame URL for hosts`,
    ports: [port],
    start: ({ env, prefix }) => {
      const dir = mkdtempSync(join(tmpdir(), 'latch-cluster-nginx-'))
      const config = join(dir, 'nginx.conf')
      writeFileSync(
        config,
        nginxConfig({ dir, port, upstreamPorts, trustForwardedFrom, asRoot: process.getuid?.() === 0 }),
      )
      let server
      try {
        server = spawnService({
          name: 'nginx',
          prefix,
          command: nginxBinary,
          // -e: the error log before the config is read, else nginx opens its compiled-in /var/log path.
          args: ['-p', dir, '-c', config, '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
          env: { PATH: env.PATH },
        })
      } catch (error) {
        rmSync(dir, { recursive: true, force: true })
        throw error
      }
      onStart?.(join(dir, 'access.log'))
      return {
        pid: server.pid,
        exited: server.exited,
        async stop() {
          await server.stop()
          rmSync(dir, { recursive: true, force: true })
        },
      }
    },
    // Ready once a frame answers through it, which the frames started before it do.
    ready: (signal) =>
      waitForHttp(`${url}/`, { timeoutMs: 20_000, signal, accept: (response) => response.ok }),
  }
}
