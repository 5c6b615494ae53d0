/**
 * Where the blockchain API gets its answers: the local devnets, or a provider's API that the routes
 * proxy to (base URL and that provider's projectId).
 */
export type ServerMode = { kind: 'local' } | { kind: 'upstream'; baseUrl: string; projectId: string }

/**
 * The mode from `LATCH_MODE` (`local`, the default, or `upstream` with `LATCH_UPSTREAM_URL` and
 * `LATCH_UPSTREAM_PROJECT_ID`).
 *
 * @example
 * serverModeFromEnv({ LATCH_MODE: 'upstream', LATCH_UPSTREAM_URL: 'https://rpc.example', LATCH_UPSTREAM_PROJECT_ID: 'abc' })
 */
export function serverModeFromEnv(env: Record<string, string | undefined> = process.env): ServerMode {
  const kind = env.LATCH_MODE ?? 'local'
  if (kind === 'local') return { kind: 'local' }
  if (kind !== 'upstream')
    throw new Error(`LATCH_MODE must be local or upstream, not ${JSON.stringify(kind)}`)
  const baseUrl = env.LATCH_UPSTREAM_URL
  const projectId = env.LATCH_UPSTREAM_PROJECT_ID
  if (!baseUrl || !URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol))
    throw new Error('LATCH_MODE=upstream needs LATCH_UPSTREAM_URL, an http(s) URL')
  if (!projectId) throw new Error('LATCH_MODE=upstream needs LATCH_UPSTREAM_PROJECT_ID')
  return { kind: 'upstream', baseUrl: baseUrl.replace(/\/+$/, ''), projectId }
}
