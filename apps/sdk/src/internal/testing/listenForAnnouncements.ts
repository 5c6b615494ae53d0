/** The EIP-1193-shaped provider an announcement carries, as the tests call it. */
export type AnnouncedProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (data: unknown) => void): void
  removeListener(event: string, listener: (data: unknown) => void): void
}

/** What `latch:announceProvider` carries: the wallet's info and its provider. */
export type Announced = { info: Record<string, string>; provider: AnnouncedProvider }

/**
 * Records every `latch:announceProvider` event's detail, in order, until `stop` is called.
 *
 * @example
 * const { announced, stop } = listenForAnnouncements()
 */
export function listenForAnnouncements(): { announced: Announced[]; stop: () => void } {
  const announced: Announced[] = []
  const listener = (event: Event) => announced.push((event as CustomEvent<Announced>).detail)
  addEventListener('latch:announceProvider', listener)
  return { announced, stop: () => removeEventListener('latch:announceProvider', listener) }
}
