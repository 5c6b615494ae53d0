type Listener<Payload> = (payload: Payload) => void

/** A typed event emitter; one failing listener is reported and does not stop the others. */
export function createEmitter<Events extends Record<string, unknown>>() {
  const listeners = new Map<keyof Events, Set<Listener<never>>>()
  return {
    on<Event extends keyof Events>(event: Event, listener: Listener<Events[Event]>): void {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener<Event extends keyof Events>(event: Event, listener: Listener<Events[Event]>): void {
      listeners.get(event)?.delete(listener)
    },
    emit<Event extends keyof Events>(event: Event, payload: Events[Event]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as Listener<Events[Event]>)(payload)
        } catch (error) {
          console.error(`A ${String(event)} listener of the dev wallet failed`, error)
        }
      }
    },
  }
}
