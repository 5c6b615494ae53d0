type Listener<State> = (state: State) => void

/**
 * Holds one immutable state and tells subscribers of each new one; made for React's
 * useSyncExternalStore, which needs a new object whenever anything changed.
 */
export function createStore<State>(initial: State) {
  let state = initial
  const listeners = new Set<Listener<State>>()
  return {
    get: () => state,
    update(change: (state: State) => State): void {
      const next = change(state)
      if (next === state) return
      state = next
      for (const listener of [...listeners]) {
        try {
          listener(state)
        } catch (error) {
          console.error('A dev wallet state listener failed', error)
        }
      }
    },
    subscribe(listener: Listener<State>): () => void {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
