/**
 * A slot for one value per process, kept on globalThis: Next may load a server module more than once
 * in one process (instrumentation, the proxy, each route), and a module-level variable would then
 * exist once per copy.
 *
 * @example
 * const endpoint = processGlobal<AdminEndpoint>('latch.adminEndpoint')
 * endpoint.set(opened)
 */
export function processGlobal<T>(name: string): { get(): T | undefined; set(value: T | undefined): void } {
  const key = Symbol.for(name)
  const holder = globalThis as { [key]?: T }
  return {
    get: () => holder[key],
    set(value) {
      if (value === undefined) delete holder[key]
      else holder[key] = value
    },
  }
}

/**
 * The process's one `make()`, started on first use and shared by every copy of the calling module.
 * A failure is not kept, so the next caller tries again.
 *
 * @example
 * export const getDatabase = () => onceInProcess('latch.database', () => createDatabase(options))
 */
export function onceInProcess<T>(name: string, make: () => Promise<T>): Promise<T> {
  const slot = processGlobal<Promise<T>>(name)
  const existing = slot.get()
  if (existing) return existing
  const made = make().catch((error: unknown) => {
    slot.set(undefined)
    throw error
  })
  slot.set(made)
  return made
}
