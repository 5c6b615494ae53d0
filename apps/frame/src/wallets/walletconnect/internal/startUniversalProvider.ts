import type { UniversalProvider, UniversalProviderOpts } from '@walletconnect/universal-provider'
import { shadowBlockedLocalStorage } from './shadowBlockedLocalStorage'
import { stopWalletConnectCore } from './stopWalletConnectCore'

export type Provider = InstanceType<typeof UniversalProvider>

/**
 * Loads the WalletConnect SDK and starts a UniversalProvider on `storage`, under a storage prefix
 * of its own. In local mode nothing reaches an outside host: no telemetry, and no verify
 * attestation, whose iframe on verify.walletconnect.org holds each proposal and request for 5 s
 * when that host is unreachable.
 *
 * @example
 * const provider = await startUniversalProvider({ relayUrl, projectId, local: true, metadata, storage, storagePrefix })
 */
export async function startUniversalProvider(options: {
  relayUrl: string
  projectId: string
  local: boolean
  metadata: { name: string; description: string; url: string; icons: string[] }
  storage: NonNullable<UniversalProviderOpts['storage']>
  storagePrefix: string
}): Promise<Provider> {
  const { relayUrl, projectId, local, metadata, storage, storagePrefix } = options
  shadowBlockedLocalStorage(typeof window === 'undefined' ? undefined : window)
  // Loaded on first use: the SDK weighs several hundred kilobytes, and the modal's first paint must
  // not wait for it.
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  try {
    const provider = await UniversalProvider.init({
      projectId,
      relayUrl,
      metadata,
      storage,
      customStoragePrefix: storagePrefix,
      telemetryEnabled: !local,
      logger: 'silent',
    })
    if (local) provider.client.core.verify.register = async () => ''
    return provider
  } catch (error) {
    // The core may already hold a socket and timers; nobody else can reach it to stop them.
    await stopWalletConnectCore(storagePrefix)
    throw error
  }
}
