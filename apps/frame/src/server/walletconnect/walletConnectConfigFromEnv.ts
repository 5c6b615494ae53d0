import { WalletConnectConfig } from '@/projects/WalletConnectConfig'

const publicRelayUrl = 'wss://relay.walletconnect.org'

/**
 * The WalletConnect settings from the environment. Local mode (`LATCH_MODE` unset or `local`) pairs
 * over the local relay of `npm start` (`LATCH_WC_RELAY_URL`, default ws://127.0.0.1:5555); upstream
 * mode pairs over the public relay (or `LATCH_WC_RELAY_URL`) with the WalletConnect projectId in
 * `LATCH_WC_PROJECT_ID`, and without one WalletConnect is off (undefined).
 *
 * @example
 * walletConnectConfigFromEnv({}) // { relayUrl: 'ws://127.0.0.1:5555', projectId: 'latch-dev', local: true }
 */
export function walletConnectConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): WalletConnectConfig | undefined {
  const local = (env.LATCH_MODE ?? 'local') === 'local'
  if (local)
    return WalletConnectConfig.parse({
      relayUrl: env.LATCH_WC_RELAY_URL ?? 'ws://127.0.0.1:5555',
      projectId: env.LATCH_WC_PROJECT_ID ?? 'latch-dev',
      local: true,
    })
  if (!env.LATCH_WC_PROJECT_ID) return undefined
  return WalletConnectConfig.parse({
    relayUrl: env.LATCH_WC_RELAY_URL ?? publicRelayUrl,
    projectId: env.LATCH_WC_PROJECT_ID,
    local: false,
  })
}
