import { onTestFinished } from 'vitest'

/** The EIP-1193-shaped provider an announcement carries, as the tests call it. */
export type AnnouncedProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (data: unknown) => void): void
  removeListener(event: string, listener: (data: unknown) => void): void
}

/** What `latch:announceProvider` carries: the wallet's info and its provider. */
export type Announced = { info: Record<string, string>; provider: AnnouncedProvider }

/**
 * Records every `latch:announceProvider` event's detail, in order, until the test ends.
 *
 * @example
 * const announced = listenForAnnouncements()
 */
export function listenForAnnouncements(): Announced[] {
  const announced: Announced[] = []
  const listener = (event: Event) => announced.push((event as CustomEvent<Announced>).detail)
  addEventListener('latch:announceProvider', listener)
  onTestFinished(() => removeEventListener('latch:announceProvider', listener))
  return announced
}
