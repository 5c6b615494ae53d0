import { namespaceAtom } from '@/state/atoms'
import type { Store } from '@/state/FrameContext'
import { type NamespaceAction, namespaceReducer } from '@/state/namespaceReducer'

/**
 * Runs the namespace reducer on the frame's namespace state.
 *
 * @example
 * dispatchNamespace(store, { type: 'switch', namespace: 'eip155' })
 */
export function dispatchNamespace(store: Store, action: NamespaceAction) {
  store.set(namespaceAtom, namespaceReducer(store.get(namespaceAtom), action))
}
