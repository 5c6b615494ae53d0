import type { StandardWalletProvider } from './announceStandardWallets'

/** What `latch:announceProvider` carries for a wallet of another namespace than Ethereum's. */
export type LatchAnnouncement = {
  info: { uuid: string; name: string; icon: string; rdns: string; namespace: 'solana' | 'bip122' | 'near' }
  provider: StandardWalletProvider
}

/**
 * The announcement of a wallet that Latch knows by one id, `rdns`, which is its uuid too: the same
 * wallet keeps it across announcements and reloads (reconnecting finds it by it).
 *
 * @example
 * announceToLatch(latchAnnouncement('near-connect:meteor', 'Meteor', icon, 'near', provider))
 */
export function latchAnnouncement(
  rdns: string,
  name: string,
  icon: string,
  namespace: LatchAnnouncement['info']['namespace'],
  provider: StandardWalletProvider,
): LatchAnnouncement {
  return { info: { uuid: rdns, name, icon, rdns, namespace }, provider }
}

/**
 * Tells Latch's SDK of a wallet of the page (`latch:announceProvider`), which it passes on to the frame.
 *
 * @example
 * announceToLatch(announcement)
 */
export function announceToLatch(detail: LatchAnnouncement): void {
  dispatchEvent(new CustomEvent('latch:announceProvider', { detail }))
}
