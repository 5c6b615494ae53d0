import { randomBytes } from 'node:crypto'
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { frameEnv, services } from '../services.mjs'
import { frameInstanceService } from './frameInstanceService.mjs'
import { nginxService } from './nginxService.mjs'
import { postgresService, postgresUrl } from './postgresService.mjs'

/** Where hosts reach the frame in cluster mode: nginx. */
export const clusterFrameUrl = 'http://127.0.0.1:8080'
const instancePorts = [3001, 3002]
const postgresPort = 5440

/**
 * What the e2e suite learns of a running cluster from its info file: who to signal, and where
 * nginx logs which instance answered.
 * @typedef {object} ClusterInfo
 * @property {number} runnerPid `npm run start:cluster` itself; SIGUSR2 starts stopped instances again
 * @property {string} frameUrl
 * @property {string} [accessLog] nginx's access log, one line per request with `upstream=<addr>`
 * @property {{ name: string, url: string, pid?: number | undefined }[]} instances the frames; no pid while one is stopped
 */

/**
 * @typedef {object} ClusterOptions
 * @property {string | undefined} [databaseUrl] a Postgres to use instead of a throwaway one
 * @property {string | undefined} [infoFile] where to keep the ClusterInfo as JSON, rewritten on every change
 * @property {string[] | undefined} [trustForwardedFrom] callers nginx lets name the client in
 *   X-Forwarded-For (as a CDN in front would); none by default
 */

/**
 * The services of `npm run start:cluster`, in start order: those of `npm start` without its single
 * frame, then a throwaway Postgres (unless `databaseUrl`), two frame instances on :3001 and :3002
 * sharing it and one random KEK, nginx on :8080 in front of them, and the host demo pointed at nginx.
 *
 * @param {ClusterOptions} [options]
 * @returns {import('../services.mjs').Service[]}
 * @example
 * const list = clusterServices({ infoFile: '/tmp/latch-cluster/cluster.json' })
 */
export function clusterServices({ databaseUrl, infoFile, trustForwardedFrom } = {}) {
  /** @type {ClusterInfo} */
  const info = {
    runnerPid: process.pid,
    frameUrl: clusterFrameUrl,
    instances: instancePorts.map((port, index) => ({
      name: `frame-${index + 1}`,
      url: `http://127.0.0.1:${port}`,
    })),
  }
  const save = () => {
    if (!infoFile) return
    mkdirSync(dirname(infoFile), { recursive: true })
    // Written aside and renamed, so that a test never reads half a file.
    writeFileSync(`${infoFile}.tmp`, `${JSON.stringify(info, null, 2)}\n`)
    renameSync(`${infoFile}.tmp`, infoFile)
  }
  save()
  // Its pids mean nothing once the cluster is gone.
  if (infoFile) process.once('exit', () => rmSync(infoFile, { force: true }))

  const instanceEnv = {
    DATABASE_URL: databaseUrl ?? postgresUrl(postgresPort),
    // The instances must agree on it: a wallet sealed by one is opened by the other.
    LATCH_KEK: randomBytes(32).toString('base64'),
    LATCH_FRAME_ORIGIN: clusterFrameUrl,
    LATCH_TRUSTED_PROXY: '127.0.0.1',
    LATCH_PAYMASTER_KEY: frameEnv(process.env).LATCH_PAYMASTER_KEY,
  }
  const byName = (/** @type {string} */ name) => {
    const service = services.find((candidate) => candidate.name === name)
    if (!service) throw new Error(`services.mjs has no ${name}`)
    return service
  }
  const hostDemo = byName('host-demo')
  return [
    ...services.filter((service) => !['frame', 'host-demo', 'dev-wallet'].includes(service.name)),
    ...(databaseUrl ? [] : [postgresService({ port: postgresPort })]),
    ...info.instances.map((instance, index) =>
      frameInstanceService({
        name: instance.name,
        port: instancePorts[index] ?? 0,
        env: instanceEnv,
        onPid: (pid) => {
          instance.pid = pid
          save()
        },
      }),
    ),
    nginxService({
      port: 8080,
      upstreamPorts: instancePorts,
      trustForwardedFrom,
      onStart: (accessLog) => {
        info.accessLog = accessLog
        save()
      },
    }),
    {
      ...hostDemo,
      detail: `a host app on another site than the frame, using the frame at ${clusterFrameUrl}`,
      // The demo's server tells the page where the frame is (see apps/host-demo/vite.config.ts).
      start: (context) =>
        hostDemo.start({ ...context, env: { ...context.env, VITE_LATCH_FRAME_URL: clusterFrameUrl } }),
    },
    byName('dev-wallet'),
  ]
}
