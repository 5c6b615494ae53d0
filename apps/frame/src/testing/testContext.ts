import { createStore } from 'jotai'
import { createQueryClient } from '@/api/createQueryClient'
import { createDispatchers } from '@/controller/createDispatchers'
import type { EffectHooks } from '@/controller/effectRunners'
import { apiClientAtom } from '@/state/atoms'
import type { FrameContext } from '@/state/FrameContext'
import { createFrameStorage } from '@/storage/createFrameStorage'

/**
 * A controller context for testing one flow: a fresh store, the real dispatchers, a memory-only
 * storage, a query cache that retries without waiting, and a record of what reached the host,
 * analytics and the hooks.
 *
 * @example
 * const { context, notified, tracked } = testContext()
 */
export function testContext(api: FrameContext['api'] = async () => ({}) as never) {
  const store = createStore()
  store.set(apiClientAtom, () => api)
  const notified: { type: string; payload: unknown }[] = []
  const tracked: string[] = []
  const hooked: (keyof EffectHooks)[] = []
  const storage = createFrameStorage()
  const services = {
    notifyHost: (async (type: string, payload: unknown) => {
      notified.push({ type, payload })
    }) as FrameContext['notifyHost'],
    storage: () => storage,
    track: (event: string) => {
      tracked.push(event)
    },
    later: (_delayMs: number, run: () => void) => {
      queueMicrotask(run)
    },
  }
  const hooks: EffectHooks = {
    modalOpened: () => hooked.push('modalOpened'),
    modalClosed: () => hooked.push('modalClosed'),
    routed: () => hooked.push('routed'),
    clearFarcasterUrl: () => hooked.push('clearFarcasterUrl'),
    reloadEmbeddedWallet: () => hooked.push('reloadEmbeddedWallet'),
  }
  // Retries happen as they would, without the waits between them.
  const queryClient = createQueryClient({ retryDelay: () => 0 })
  const queries = async () => queryClient
  const context: FrameContext = {
    store,
    api,
    queries,
    ...services,
    ...createDispatchers(store, services, hooks),
  }
  return { context, store, storage, services, notified, tracked, hooked }
}
