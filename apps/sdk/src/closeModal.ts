import { getLatch } from './getLatch'

/**
 * Closes the default instance's modal.
 *
 * @example
 * await closeModal()
 */
export function closeModal(): Promise<void> {
  return getLatch().close()
}
