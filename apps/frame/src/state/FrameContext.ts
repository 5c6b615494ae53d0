import type { FrameToHostType, PayloadOf } from '@latch/protocol'
import type { QueryClient } from '@tanstack/react-query'
import type { createStore } from 'jotai'
import type { TrackingEvent } from '@/analytics/TrackingEvent'
import type { ApiClient } from '@/api/createApiClient'
import type { ConnectionAction } from '@/state/connectionReducer'
import type { RouterAction } from '@/state/routerReducer'
import type { ToastAction } from '@/state/toastReducer'
import type { FrameStorage } from '@/storage/types'

export type Store = ReturnType<typeof createStore>

/** What every part of the controller works with: the store, the dispatchers and the host. */
export type FrameContext = {
  store: Store
  /** The view stack: runs the router reducer, then its effects, then pushes the state to the host. */
  dispatchRouter(action: RouterAction): void
  /** The connection: runs the connection reducer, then its effects, then pushes the state. */
  dispatchConnection(action: ConnectionAction): void
  dispatchToast(action: ToastAction): void
  /** Sends the host the state, if it changed since the last push. */
  pushState(): void
  /** A call to the host page that never rejects: a failure is logged. It settles with the host's answer. */
  notifyHost<T extends FrameToHostType>(type: T, payload: PayloadOf<T>): Promise<void>
  storage(): FrameStorage
  api: ApiClient
  /**
   * The cache that server data is read through (loaded on first use): shared reads, retries of
   * transient failures, answers dropped after 5 minutes (docs/architecture.md#server-data).
   */
  queries(): Promise<QueryClient>
  track(event: TrackingEvent, properties?: Record<string, unknown>): void
  /** A timer that `destroy` clears. */
  later(delayMs: number, run: () => void): void
}

/** Logs what a fire-and-forget call failed with; the next change retries what matters. */
export function logError(error: unknown) {
  console.error('latch:', error)
}
