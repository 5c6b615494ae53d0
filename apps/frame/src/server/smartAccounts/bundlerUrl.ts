import type { ServerMode } from '../api/ServerMode'

// The bundlers `npm start` runs beside the devnets (packages/localnet).
const localBundlers: Readonly<Record<number, string>> = {
  31337: 'http://127.0.0.1:4337',
  31338: 'http://127.0.0.1:4338',
}

/**
 * The ERC-4337 bundler of `chainId`: `LATCH_BUNDLER_URL_<chainId>` when set, else in local mode the
 * devnet's own bundler; undefined when the chain has none (upstream mode configures each chain's).
 *
 * @example
 * bundlerUrl({ kind: 'local' }, 31337) // 'http://127.0.0.1:4337'
 */
export function bundlerUrl(
  mode: ServerMode,
  chainId: number,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const configured = env[`LATCH_BUNDLER_URL_${chainId}`]
  if (configured) return configured
  return mode.kind === 'local' ? localBundlers[chainId] : undefined
}
