import type { EmbeddedConnector, EmbeddedConnectorDeps } from './createEmbeddedConnector'
import { createLazyConnector, type LazyConnector } from './createLazyConnector'

/**
 * The embedded wallet's connector with its code (custody, signing, its API client) loaded on first
 * use, not before Connect paints. The device's share store is opened on its first read, once per
 * connector: a login on a device whose storage is blocked costs nothing until a share is needed.
 *
 * @example
 * const embedded = createLazyEmbeddedConnector({ projectId, store, storage, approve, rpcEndpoint, frameApi, showCallsStatus })
 * await embedded.connect({ login })
 */
export function createLazyEmbeddedConnector({
  projectId,
  ...deps
}: Omit<EmbeddedConnectorDeps, 'api' | 'shareStore'> & { projectId: string }): LazyConnector<
  EmbeddedConnector,
  never
> {
  return createLazyConnector('embedded', async () => {
    const [{ createEmbeddedConnector }, { createEmbeddedApi }, { createDeviceShareStore }] =
      await Promise.all([
        import('./createEmbeddedConnector'),
        import('@/embedded/createEmbeddedApi'),
        import('@/embedded/custody/createDeviceShareStore'),
      ])
    let shares: ReturnType<typeof createDeviceShareStore> | undefined
    return createEmbeddedConnector({
      ...deps,
      api: createEmbeddedApi(deps.frameApi),
      shareStore: () => {
        shares ??= createDeviceShareStore({ projectId })
        return shares
      },
    })
  })
}
