import type { ChainNamespace } from '@latch/protocol'

/**
 * The active namespace (docs/namespaces.md): the one Connect lists the wallets of and Networks
 * switches within, and whether a switch is under way (a wallet may be asked to approve it).
 */
export type NamespaceState = { active: ChainNamespace; switching: boolean }

export const initialNamespaceState: NamespaceState = { active: 'eip155', switching: false }

/** `switch` makes a namespace the active one and raises the flag; `switched` lowers it. */
export type NamespaceAction = { type: 'switch'; namespace: ChainNamespace } | { type: 'switched' }

/**
 * The namespace state after an action.
 *
 * @example
 * namespaceReducer(initialNamespaceState, { type: 'switch', namespace: 'solana' })
 * // { active: 'solana', switching: true }
 */
export function namespaceReducer(state: NamespaceState, action: NamespaceAction): NamespaceState {
  switch (action.type) {
    case 'switch':
      return { active: action.namespace, switching: true }
    case 'switched':
      return state.switching ? { ...state, switching: false } : state
  }
}
