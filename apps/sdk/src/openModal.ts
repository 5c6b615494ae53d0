import { getLatch } from './getLatch'
import type { OpenOptions } from './Latch'
import type { LatchOptions } from './LatchOptions'

/**
 * Opens the default instance's modal, creating the instance on first use (from the options given over
 * the script tag's `data-*` attributes).
 *
 * @example
 * await openModal({ projectId: 'latch-dev' })
 * await openModal({ view: 'Account' })
 */
export function openModal(options: OpenOptions & LatchOptions = {}): Promise<void> {
  return getLatch(options).open(options)
}
