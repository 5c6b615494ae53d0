import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { QueryClient } from '@tanstack/react-query'
import type { TrackingEvent } from '@/analytics/TrackingEvent'
import type { ApiClient } from '@/api/createApiClient'
import { loadOnce } from '@/platform/loadOnce'
import { analyticsAtom, apiClientAtom, hostLinkAtom } from '@/state/atoms'
import { type FrameContext, logError, type Store } from '@/state/FrameContext'
import { frameStorage } from '@/state/selectors'
import { createDispatchers } from './createDispatchers'
import type { EffectHooks } from './effectRunners'

/**
 * The context every flow acts through, over `store`: the frame's own /api (once the host page has
 * connected), calls to the host that never reject, frame storage, analytics, timers, and the
 * dispatchers whose effects call `hooks`, and the cache server data is read through. `clearTimers` cancels the timers still pending
 * and empties the cache.
 *
 * @example
 * const { context, clearTimers } = createFrameContext(store, hooks)
 * context.later(100, () => context.dispatchRouter({ type: 'close' }))
 */
export function createFrameContext(
  store: Store,
  hooks: EffectHooks,
): { context: FrameContext; clearTimers(): void } {
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const later = (delayMs: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, delayMs)
    timers.add(timer)
  }
  const api: ApiClient = (path, call) => {
    const client = store.get(apiClientAtom)
    if (!client) throw new ProviderRpcError(errorCodes.disconnected, 'The host page has not connected yet.')
    return client(path, call)
  }
  let queryClient: QueryClient | undefined
  // The cache's code loads with the first feature that reads server data, not before Connect paints.
  const queries = loadOnce(() =>
    import('@/api/createQueryClient').then(({ createQueryClient }) => {
      queryClient = createQueryClient()
      return queryClient
    }),
  )
  const services = {
    notifyHost: (async (type, payload) => {
      await store.get(hostLinkAtom)?.call(type, payload).catch(logError)
    }) as FrameContext['notifyHost'],
    storage: () => frameStorage(store),
    track: (event: TrackingEvent, properties?: Record<string, unknown>) =>
      store.get(analyticsAtom)?.track(event, properties),
    later,
  }
  return {
    context: { store, api, queries, ...services, ...createDispatchers(store, services, hooks) },
    clearTimers() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      // The cache's own timers (answers waiting to be dropped) go with it.
      queryClient?.clear()
    },
  }
}
