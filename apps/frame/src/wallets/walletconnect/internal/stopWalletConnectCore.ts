import type { UniversalProvider } from '@walletconnect/universal-provider'

type Core = InstanceType<typeof UniversalProvider>['client']['core']

/**
 * Closes the relay socket and stops the timers of the WalletConnect core made with `storagePrefix`,
 * and lets it go: WalletConnect keeps every core in a global named after its storage prefix, for
 * the page's life.
 *
 * @example
 * await stopWalletConnectCore(storagePrefix)
 */
export async function stopWalletConnectCore(storagePrefix: string): Promise<void> {
  const globals = globalThis as unknown as Record<string, unknown>
  const key = `_walletConnectCore_${storagePrefix}`
  const core = globals[key] as Core | undefined
  delete globals[key]
  delete globals[`${key}_count`]
  if (!core) return
  core.heartbeat.stop()
  await core.relayer.transportClose()
}
