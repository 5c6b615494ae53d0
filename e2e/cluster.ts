import { readFileSync } from 'node:fs'
import { get } from 'node:http'
import { expect } from '@playwright/test'

/** What `start.mjs --cluster --info <file>` keeps in its info file (see clusterServices.mjs). */
export type ClusterInfo = {
  runnerPid: number
  frameUrl: string
  accessLog?: string
  instances: { name: string; url: string; pid?: number }[]
}

/** The info file of the running cluster, as playwright.cluster.config.ts names it; undefined outside it. */
export const clusterInfoFile = process.env.LATCH_CLUSTER_INFO

/** The running cluster's info, read fresh (pids change when an instance restarts). */
export function readClusterInfo(): ClusterInfo {
  if (!clusterInfoFile)
    throw new Error('LATCH_CLUSTER_INFO is not set: run with playwright.cluster.config.ts')
  return JSON.parse(readFileSync(clusterInfoFile, 'utf8')) as ClusterInfo
}

/** One line of nginx's access log: which instance answered what (see nginxConfig.mjs's log_format). */
type UpstreamLine = { request: string; status: number; upstreams: string[] }

/** nginx's access log so far, parsed. */
export function readAccessLog(): UpstreamLine[] {
  const { accessLog } = readClusterInfo()
  if (!accessLog) throw new Error('the cluster has no nginx access log yet')
  return readFileSync(accessLog, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /"([^"]*)" (\d{3}) upstream=(.*) upstream_status=/.exec(line)
      if (!match) return []
      const [, request = '', status = '0', upstreams = ''] = match
      // `a, b` when nginx tried a and went on to b (`a : b` after an internal redirect); `-` when
      // nginx answered itself.
      return [
        {
          request,
          status: Number(status),
          upstreams: upstreams.split(/\s*[,:]\s+/).filter((addr) => addr !== '-' && addr !== ''),
        },
      ]
    })
}

/**
 * Whether anything answers at `url`, on a connection of its own that it closes: a kept-alive one
 * would keep a stopping `next start` alive, which serves its open connections until they are idle.
 */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, timeout: 2_000 }, (response) => {
      response.resume()
      resolve(true)
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(false))
  })
}

/** Stops an instance as an orchestrator would (SIGTERM to its process group) and waits until it is gone. */
export async function stopInstance(name: string) {
  const instance = readClusterInfo().instances.find((candidate) => candidate.name === name)
  if (!instance?.pid) throw new Error(`${name} is not running`)
  process.kill(-instance.pid, 'SIGTERM')
  await expect.poll(() => answers(instance.url), { timeout: 10_000 }).toBe(false)
  // It exits once nginx's kept-alive connections to it have been idle for Next's 5 s.
  await expect
    .poll(() => readClusterInfo().instances.find((candidate) => candidate.name === name)?.pid, {
      timeout: 30_000,
    })
    .toBeUndefined()
}

/** Has the cluster start every stopped instance again (SIGUSR2) and waits until `name` answers. */
export async function restartInstances(name: string) {
  const { runnerPid, instances } = readClusterInfo()
  const instance = instances.find((candidate) => candidate.name === name)
  if (!instance) throw new Error(`the cluster has no ${name}`)
  process.kill(runnerPid, 'SIGUSR2')
  await expect.poll(() => answers(instance.url), { timeout: 60_000, intervals: [500] }).toBe(true)
}
